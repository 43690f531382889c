import * as migration_20261123_045653_initial from './20261123_045653_initial';

export const migrations = [
  {
    up: migration_20261123_045653_initial.up,
    down: migration_20261123_045653_initial.down,
    name: '20261123_045653_initial'
  },
];
