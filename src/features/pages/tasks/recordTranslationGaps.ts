import { backfillTranslationGaps } from '../collections/Pages/backfillTranslationGaps'

import { nightlyTask } from '@/tasks/nightlyTask'

/**
 * Fills in the language gaps of pages stored before pages recorded them (the page list's
 * Languages column and filters). Every save records them; this finds only older pages, and after
 * its first night reads nothing but an index. At night because each page is read with all its
 * sections: at 2,000 pages, run beside the start, it slowed the search index's build from 11 s to
 * 49 s and held a visitor's cached page to a fifth of its rate.
 */
export const recordTranslationGapsTask = nightlyTask({
  slug: 'recordTranslationGaps',
  label: 'Record which texts older pages lack in either language',
  cron: '0 10 3 * * *',
  counts: ['pages'],
  run: async (payload) => ({ pages: await backfillTranslationGaps(payload) }),
})
