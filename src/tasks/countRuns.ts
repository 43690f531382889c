import type { TaskConfig } from 'payload'

import { metrics } from '@/server/metrics.mjs'

/**
 * A task whose every run is counted by outcome (`job_runs_total`), so an operator sees the nightly
 * deletions run and emails go out, and is told when a task keeps failing.
 */
export function withRunCounts<T extends TaskConfig>(task: T): T {
  const count = (outcome: 'succeeded' | 'failed') => () => {
    metrics().jobRuns.inc({ task: task.slug, outcome })
  }
  return { ...task, onSuccess: count('succeeded'), onFail: count('failed') }
}
