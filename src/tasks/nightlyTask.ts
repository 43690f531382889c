import type { Payload, TaskConfig, TaskHandler, TaskType, TypedJobs } from 'payload'

import { maintenanceQueue } from './retention'

type Counts<Slug extends TaskType> = TypedJobs['tasks'][Slug]['output']

/**
 * A task of the maintenance queue, run once a night at `cron` (seconds first, server time) and
 * tried twice more if it fails, that reports what it did as counts: the nightly deletions, the
 * orphan sweep, the overdue notices, the translation gaps.
 */
export function nightlyTask<Slug extends TaskType>(task: {
  slug: Slug
  label: string
  cron: string
  counts: readonly (keyof Counts<Slug> & string)[]
  run: (payload: Payload) => Promise<Counts<Slug>>
}): TaskConfig<Slug> {
  // TaskConfig's slug and handler types are conditional on the slug, which TypeScript does not
  // resolve for a type parameter; for each task's own slug they are these.
  const handler = (async ({ req }) => ({
    output: await task.run(req.payload),
  })) as TaskHandler<Slug>
  return {
    slug: task.slug as TaskConfig<Slug>['slug'],
    label: task.label,
    schedule: [{ cron: task.cron, queue: maintenanceQueue }],
    retries: 2,
    outputSchema: task.counts.map((name) => ({ name, type: 'number', required: true })),
    handler,
  }
}
