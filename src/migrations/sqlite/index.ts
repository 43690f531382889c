import * as migration_20261123_024702_initial from './20261123_024702_initial';

export const migrations = [
  {
    up: migration_20261123_024702_initial.up,
    down: migration_20261123_024702_initial.down,
    name: '20261123_024702_initial'
  },
];
