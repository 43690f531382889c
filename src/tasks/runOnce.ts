import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { sharedRedis } from '@/utilities/redis'
import { settings } from '@/settings.mjs'

import { maintenanceQueue } from './retention'
import { emailQueue } from './sendEmail'

/**
 * How often each instance looks for due work (Payload's `jobs.autoRun`): every quarter hour. A test
 * of several instances sets a shorter one through JOBS_AUTORUN_CRON.
 */
export const autoRunCron = () => settings.jobsAutorunCron

/**
 * How long the queue's lock lasts unless renewed: an instance that dies holding it keeps the others
 * from the queue this long. The holder renews it, and marks the jobs it runs as alive, every third
 * of it while it works, however long a night's backlog takes (a decade's first purge takes hours).
 */
const LEASE_MS = 2 * 60_000

// Deletes the lock only if it is still ours (a lease that ran out may have passed to another).
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
// Extends the lock only if it is still ours.
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

/** The queues this process is working now: without Redis, what keeps two of its ticks apart. */
const working = new Set<string>()

/**
 * One tick of the job runner (Payload's `jobs.shouldAutoRun`, called on every instance's tick):
 * queues the scheduled tasks that are due and runs the queue, on one instance at a time.
 *
 * Payload queues a scheduled task when it counts none pending, and claims a job by reading it and
 * then marking it: two instances ticking together could both queue tonight's task and both run it.
 * With REDIS_URL, an instance works a tick only while it holds the queue's lock in Redis, taken
 * with SET NX, renewed while it works and given back when the work is done; the others skip that
 * tick. Payload would run the queue again after this hook without the lock, so the hook does the
 * work itself and answers false. One process (no Redis) works a tick unless it is still working
 * the one before. `leaseMs` is how long an instance that dies holding the lock keeps the others
 * from the queue.
 */
export async function workTickOnce(
  payload: Payload,
  queue = maintenanceQueue,
  leaseMs = LEASE_MS,
): Promise<false> {
  const redis = sharedRedis()
  if (!redis) {
    if (working.has(queue)) return false
    working.add(queue)
    try {
      await work(payload, queue, leaseMs)
    } finally {
      working.delete(queue)
    }
    return false
  }
  // Redis down: no instance can know it is the only one, so the work waits for a later tick.
  if (!redis.isReady) return false
  const held = await whileHolding(redis, `rafeef:jobs:${queue}:lock`, leaseMs, () =>
    work(payload, queue, leaseMs),
  )
  if (held === 'lost')
    payload.logger.error(`The ${queue} queue's lock ran out while its work went on`)
  return false
}

/**
 * Runs `work` if this instance takes the lock `key` (SET NX), renewing it every third of `leaseMs`
 * while the work goes on and giving it back after. Answers whether it ran, and 'lost' if the lock
 * was gone at a renewal (Redis restarted, or a renewal came too late): another instance may have
 * taken the queue meanwhile.
 */
export async function whileHolding(
  redis: NonNullable<ReturnType<typeof sharedRedis>>,
  key: string,
  leaseMs: number,
  work: () => Promise<void>,
): Promise<boolean | 'lost'> {
  const token = randomUUID()
  if ((await redis.set(key, token, { NX: true, PX: leaseMs })) !== 'OK') return false
  let lost = false
  // A renewal that fails to reach Redis leaves the lease to run out; the next one tries again.
  const renewal = setInterval(() => {
    redis
      .eval(RENEW, { keys: [key], arguments: [token, String(leaseMs)] })
      .then((renewed) => (lost ||= renewed === 0))
      .catch(() => undefined)
  }, leaseMs / 3)
  renewal.unref()
  try {
    await work()
  } finally {
    clearInterval(renewal)
    await redis.eval(RELEASE, { keys: [key], arguments: [token] })
  }
  return lost ? 'lost' : true
}

const runningJobs = (queue: string): Where => ({
  and: [{ queue: { equals: queue } }, { processing: { equals: true } }],
})

/**
 * Works the queue, which nobody else is working now (the lock, or the one process). A job marked
 * as running that nobody has marked alive for two leases was cut short by a stopped or killed
 * instance, and is made runnable again: left marked, Payload would never run it and, counting it
 * pending, never queue its task again, so one restart during a night's purge would end retention
 * for good. The jobs this instance runs are marked alive every third of a lease, so that if its
 * lock is lost (Redis restarted) another instance does not take them for abandoned and run them
 * twice. Only those two columns are written, as Payload's runner writes its own.
 */
async function work(payload: Payload, queue: string, leaseMs: number): Promise<void> {
  await payload.db.updateJobs({
    where: {
      and: [
        runningJobs(queue),
        { updatedAt: { less_than: new Date(Date.now() - 2 * leaseMs).toISOString() } },
      ],
    },
    data: { processing: false, updatedAt: new Date().toISOString() },
    returning: false,
  })
  const alive = setInterval(() => {
    payload.db
      .updateJobs({
        where: runningJobs(queue),
        data: { updatedAt: new Date().toISOString() },
        returning: false,
      })
      .catch((err: unknown) =>
        payload.logger.error({ err, msg: `Marking ${queue} jobs alive failed` }),
      )
  }, leaseMs / 3)
  alive.unref()
  try {
    await payload.jobs.handleSchedules({ queue })
    await payload.jobs.run({ queue, limit: 10 })
  } finally {
    clearInterval(alive)
  }
}

/** How often queued emails are sent. */
const EMAIL_TICK_MS = 10_000

/**
 * Sends the emails submissions and status changes queued, every ten seconds, on one instance at a
 * time (the same lock as the nightly work, on the email queue). A tick still sending when the next
 * is due lets it pass. Started by the server (src/server/nodeInstrumentation.ts).
 */
export function startEmailRunner(payload: Payload): void {
  const timer = setInterval(() => {
    workTickOnce(payload, emailQueue).catch((err: unknown) =>
      payload.logger.error({ err, msg: 'Sending queued emails failed' }),
    )
  }, EMAIL_TICK_MS)
  timer.unref()
}
