import * as migration_20261205_150138_baseline from './20261205_150138_baseline';

export const migrations = [
  {
    up: migration_20261205_150138_baseline.up,
    down: migration_20261205_150138_baseline.down,
    name: '20261205_150138_baseline'
  },
];
