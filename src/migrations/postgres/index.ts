import * as migration_20261122_224455_initial from './20261122_224455_initial';

export const migrations = [
  {
    up: migration_20261122_224455_initial.up,
    down: migration_20261122_224455_initial.down,
    name: '20261122_224455_initial'
  },
];
