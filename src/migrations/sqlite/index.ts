import * as migration_20261122_222447_initial from './20261122_222447_initial';

export const migrations = [
  {
    up: migration_20261122_222447_initial.up,
    down: migration_20261122_222447_initial.down,
    name: '20261122_222447_initial'
  },
];
