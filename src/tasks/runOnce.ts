import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { sharedRedis } from '@/utilities/redis'
import { settings } from '@/settings.mjs'

import { maintenanceQueue } from './deleteExpiredApplications'
import { emailQueue } from './sendEmail'

/**
 * How often each instance looks for due work (Payload's `jobs.autoRun`): every quarter hour. A test
 * of several instances sets a shorter one through JOBS_AUTORUN_CRON.
 */
export const autoRunCron = () => settings.jobsAutorunCron

/** Longer than any night's work; an instance that dies holding the lock frees it this much later. */
const LEASE_MS = 30 * 60_000

// Deletes the lock only if it is still ours (a lease that ran out may have passed to another).
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * One tick of the job runner (Payload's `jobs.shouldAutoRun`, called on every instance's tick):
 * queues the scheduled tasks that are due and runs the queue, on one instance at a time.
 *
 * Payload queues a scheduled task when it counts none pending, and claims a job by reading it and
 * then marking it: two instances ticking together could both queue tonight's task and both run it.
 * With REDIS_URL, an instance works a tick only while it holds the queue's lock in Redis, taken
 * with SET NX and given back when the work is done; the others skip that tick. Payload would run
 * the queue again after this hook without the lock, so the hook does the work itself and answers
 * false. One process (no Redis) always works its tick. `leaseMs` is how long an instance that dies
 * holding the lock keeps the others from the queue.
 */
export async function workTickOnce(
  payload: Payload,
  queue = maintenanceQueue,
  leaseMs = LEASE_MS,
): Promise<false> {
  const redis = sharedRedis()
  if (!redis) {
    await work(payload, queue)
    return false
  }
  // Redis down: no instance can know it is the only one, so the work waits for a later tick.
  if (!redis.isReady) return false
  const key = `rafeef:jobs:${queue}:lock`
  const token = randomUUID()
  if ((await redis.set(key, token, { NX: true, PX: leaseMs })) !== 'OK') return false
  try {
    await work(payload, queue)
  } finally {
    await redis.eval(RELEASE, { keys: [key], arguments: [token] })
  }
  return false
}

async function work(payload: Payload, queue: string): Promise<void> {
  await payload.jobs.handleSchedules({ queue })
  await payload.jobs.run({ queue, limit: 10 })
}

/** How often queued emails are sent. */
const EMAIL_TICK_MS = 10_000

/**
 * Sends the emails submissions and status changes queued, every ten seconds, on one instance at a
 * time (the same lock as the nightly work, on the email queue). A tick still sending when the next
 * is due lets it pass. Started by the server (src/server/nodeInstrumentation.ts).
 */
export function startEmailRunner(payload: Payload): void {
  let sending = false
  const timer = setInterval(() => {
    if (sending) return
    sending = true
    workTickOnce(payload, emailQueue)
      .catch((err: unknown) => payload.logger.error({ err, msg: 'Sending queued emails failed' }))
      .finally(() => {
        sending = false
      })
  }, EMAIL_TICK_MS)
  timer.unref()
}
