import * as migration_20261123_053952_initial from './20261123_053952_initial';

export const migrations = [
  {
    up: migration_20261123_053952_initial.up,
    down: migration_20261123_053952_initial.down,
    name: '20261123_053952_initial'
  },
];
