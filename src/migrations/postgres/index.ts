import * as migration_20261123_054003_initial from './20261123_054003_initial';

export const migrations = [
  {
    up: migration_20261123_054003_initial.up,
    down: migration_20261123_054003_initial.down,
    name: '20261123_054003_initial'
  },
];
