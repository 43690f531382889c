import * as migration_20261123_055026_initial from './20261123_055026_initial';

export const migrations = [
  {
    up: migration_20261123_055026_initial.up,
    down: migration_20261123_055026_initial.down,
    name: '20261123_055026_initial'
  },
];
