import * as migration_20261205_150143_baseline from './20261205_150143_baseline';
import * as migration_20261207_155559_untouched_pages from './20261207_155559_untouched_pages';

export const migrations = [
  {
    up: migration_20261205_150143_baseline.up,
    down: migration_20261205_150143_baseline.down,
    name: '20261205_150143_baseline',
  },
  {
    up: migration_20261207_155559_untouched_pages.up,
    down: migration_20261207_155559_untouched_pages.down,
    name: '20261207_155559_untouched_pages'
  },
];
