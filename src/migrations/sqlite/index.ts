import * as migration_20261123_050615_initial from './20261123_050615_initial';

export const migrations = [
  {
    up: migration_20261123_050615_initial.up,
    down: migration_20261123_050615_initial.down,
    name: '20261123_050615_initial'
  },
];
