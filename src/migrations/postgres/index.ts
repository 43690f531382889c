import * as migration_20261123_060434_initial from './20261123_060434_initial';

export const migrations = [
  {
    up: migration_20261123_060434_initial.up,
    down: migration_20261123_060434_initial.down,
    name: '20261123_060434_initial'
  },
];
