import { Cron } from 'croner'
import type { Payload } from 'payload'

import { sharedRedis } from '@/utilities/redis'

import { maintenanceQueue } from './deleteExpiredApplications'

/**
 * How often each instance looks for due work (Payload's `jobs.autoRun`): every quarter hour. A test
 * of several instances sets a shorter one through JOBS_AUTORUN_CRON.
 */
export const autoRunCron = () => process.env.JOBS_AUTORUN_CRON?.trim() || '0 */15 * * * *'

function tickMs(cron: string): number {
  const [first, second] = new Cron(cron, { paused: true, sloppyRanges: true }).nextRuns(2)
  return first && second ? second.getTime() - first.getTime() : 15 * 60_000
}

/**
 * Decides, on each tick of one instance, whether this instance queues the due scheduled tasks and
 * runs the queue (Payload's `jobs.shouldAutoRun`). Payload claims and schedules jobs with a read
 * followed by a write, so two instances ticking together could both queue tonight's task and both
 * run it. With REDIS_URL the instances draw lots per tick instead: the first to set the tick's key
 * in Redis does the work, the others skip that tick. One process (no Redis) always does it.
 * Scheduling is done here, after the draw, which is why `autoRun` has `disableScheduling`.
 */
export async function takeJobTick(payload: Payload, queue = maintenanceQueue): Promise<boolean> {
  const redis = sharedRedis()
  if (redis) {
    const interval = tickMs(autoRunCron())
    // Rounded, not floored: instances whose clocks differ by less than half a tick draw for the same one.
    const tick = Math.round(Date.now() / interval)
    // Redis down: no instance can know it is the only one, so the work waits for a later tick.
    if (!redis.isReady) return false
    const won = await redis.set(`rafeef:jobs:${queue}:${tick}`, process.pid.toString(), { NX: true, PX: interval })
    if (won !== 'OK') return false
  }
  await payload.jobs.handleSchedules({ queue })
  return true
}
