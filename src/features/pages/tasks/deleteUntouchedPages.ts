import type { Payload } from 'payload'

import { nightlyTask } from '@/tasks/nightlyTask'
import { DAY_MS } from '@/tasks/retention'

/**
 * Deletes the empty drafts "Create new" left a day ago or more, that nobody typed into
 * (collections/Pages/hooks/untouched). A day, so that no editor still has one open. Read as
 * drafts: a draft's saves reach only its latest version, and the page's own row keeps what its
 * creation stored until it is published. A few a day at most: one find and one delete.
 */
export async function deleteUntouchedPages(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'pages',
    draft: true,
    where: {
      and: [
        { untouched: { equals: true } },
        { createdAt: { less_than: new Date(now.getTime() - DAY_MS).toISOString() } },
      ],
    },
    pagination: false,
    limit: 0,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  if (docs.length === 0) return 0
  const { docs: deleted } = await payload.delete({
    collection: 'pages',
    where: { id: { in: docs.map((doc) => doc.id) } },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info(`Deleted ${deleted.length} empty pages nobody typed into`)
  return deleted.length
}

export const deleteUntouchedPagesTask = nightlyTask({
  slug: 'deleteUntouchedPages',
  label: 'Delete empty pages left by "Create new"',
  cron: '0 15 3 * * *',
  counts: ['deleted'],
  run: async (payload) => ({ deleted: await deleteUntouchedPages(payload) }),
})
