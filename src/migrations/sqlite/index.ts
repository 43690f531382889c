import * as migration_20261122_222447_initial from './20261122_222447_initial';
import * as migration_20261122_231415_content_system from './20261122_231415_content_system';

export const migrations = [
  {
    up: migration_20261122_222447_initial.up,
    down: migration_20261122_222447_initial.down,
    name: '20261122_222447_initial',
  },
  {
    up: migration_20261122_231415_content_system.up,
    down: migration_20261122_231415_content_system.down,
    name: '20261122_231415_content_system'
  },
];
