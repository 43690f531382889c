import * as migration_20261205_150143_baseline from './20261205_150143_baseline';

export const migrations = [
  {
    up: migration_20261205_150143_baseline.up,
    down: migration_20261205_150143_baseline.down,
    name: '20261205_150143_baseline'
  },
];
