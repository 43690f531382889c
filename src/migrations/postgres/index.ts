import * as migration_20261122_232846_initial from './20261122_232846_initial';

export const migrations = [
  {
    up: migration_20261122_232846_initial.up,
    down: migration_20261122_232846_initial.down,
    name: '20261122_232846_initial'
  },
];
