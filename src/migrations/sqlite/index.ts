import * as migration_20261123_055012_initial from './20261123_055012_initial';

export const migrations = [
  {
    up: migration_20261123_055012_initial.up,
    down: migration_20261123_055012_initial.down,
    name: '20261123_055012_initial'
  },
];
