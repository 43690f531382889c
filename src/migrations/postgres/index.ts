import * as migration_20261123_045702_initial from './20261123_045702_initial';

export const migrations = [
  {
    up: migration_20261123_045702_initial.up,
    down: migration_20261123_045702_initial.down,
    name: '20261123_045702_initial'
  },
];
