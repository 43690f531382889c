import * as migration_20261123_050632_initial from './20261123_050632_initial';

export const migrations = [
  {
    up: migration_20261123_050632_initial.up,
    down: migration_20261123_050632_initial.down,
    name: '20261123_050632_initial'
  },
];
