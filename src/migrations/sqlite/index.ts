import * as migration_20261122_232841_initial from './20261122_232841_initial';

export const migrations = [
  {
    up: migration_20261122_232841_initial.up,
    down: migration_20261122_232841_initial.down,
    name: '20261122_232841_initial'
  },
];
