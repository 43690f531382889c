// On both databases: a nightly task runs once across instances by each database's locking.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { maintenanceQueue } from '@/tasks/retention'
import { whileHolding, workTickOnce } from '@/tasks/runOnce'

import { migratedPayload } from '../helpers/payload'
import { type RedisServer, startRedis } from '../helpers/redisServer'

let payload: Payload
let redis: RedisServer

beforeAll(async () => {
  payload = await migratedPayload()
  redis = await startRedis()
})

afterAll(async () => {
  await payload.destroy()
  await redis.stop()
})

const maintenanceJobs = async () =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: maintenanceQueue } },
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
  ).docs
const nightlyTasks = [
  'deleteExpiredApplications',
  'deleteExpiredAuditEntries',
  'deleteExpiredRequestDocuments',
  'deleteUntouchedPages',
  'notifyOverdue',
  'recordTranslationGaps',
  'sweepOrphanFiles',
]

/** Each nightly task queued once for the night to come, and the queue's lock given back. */
async function expectQueuedOnceAndLockFree() {
  const { sharedRedis } = await import('@/utilities/redis')
  const queued = (await maintenanceJobs()).filter((job) => !job.completedAt)
  expect(queued.map((job) => job.taskSlug).sort()).toEqual(nightlyTasks)
  expect(await sharedRedis()!.get(`rafeef:jobs:${maintenanceQueue}:lock`)).toBeNull()
}

async function makeDue() {
  const pending = (await maintenanceJobs()).filter((job) => !job.completedAt)
  for (const job of pending) {
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
  }
  return pending.map((job) => job.id)
}

describe('the nightly tasks across instances', () => {
  it('one process works every tick: queues each nightly task once, for tonight, and runs it when due', async () => {
    delete process.env.REDIS_URL
    expect(await workTickOnce(payload)).toBe(false)
    expect(await workTickOnce(payload)).toBe(false)
    const jobs = await maintenanceJobs()
    expect(jobs.map((job) => job.taskSlug).sort()).toEqual(nightlyTasks)
    for (const job of jobs) expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    const due = await makeDue()
    await workTickOnce(payload)
    const done = (await maintenanceJobs()).filter((job) => due.includes(job.id))
    expect(done.map((job) => Boolean(job.completedAt))).toEqual(nightlyTasks.map(() => true))
    await payload.delete({
      collection: 'payload-jobs',
      where: { queue: { equals: maintenanceQueue } },
      overrideAccess: true,
    })
  })

  it('with REDIS_URL, instances ticking together queue each task once and run each job once', async () => {
    process.env.REDIS_URL = redis.url
    const { sharedRedis } = await import('@/utilities/redis')
    await vi.waitFor(() => expect(sharedRedis()?.isReady).toBe(true), { timeout: 5_000 })
    await Promise.all([workTickOnce(payload), workTickOnce(payload), workTickOnce(payload)])
    expect((await maintenanceJobs()).map((job) => job.taskSlug).sort()).toEqual(nightlyTasks)

    const due = await makeDue()
    // Ticks in a row and at once, as several instances' ticks fall.
    for (let round = 0; round < 3; round++)
      await Promise.all([workTickOnce(payload), workTickOnce(payload), workTickOnce(payload)])
    const ran = (await maintenanceJobs()).filter((job) => due.includes(job.id))
    expect(ran.map((job) => Boolean(job.completedAt))).toEqual(nightlyTasks.map(() => true))
    for (const job of ran) expect(job.log).toHaveLength(1)
    // Tomorrow night's are queued, once each; the lock is given back.
    await expectQueuedOnceAndLockFree()
  })

  it('skips the tick while another instance holds the lock', async () => {
    const { sharedRedis } = await import('@/utilities/redis')
    const before = await maintenanceJobs()
    await makeDue()
    await sharedRedis()!.set(`rafeef:jobs:${maintenanceQueue}:lock`, 'another instance', {
      PX: 60_000,
    })
    await workTickOnce(payload)
    const after = await maintenanceJobs()
    expect(after.filter((job) => job.completedAt).length).toBe(
      before.filter((job) => job.completedAt).length,
    )
    await sharedRedis()!.del(`rafeef:jobs:${maintenanceQueue}:lock`)
  })

  it('runs a job a stopped instance left marked as running, at the next tick, once', async () => {
    const due = await makeDue()
    // Claimed by an instance that is still working (lock lost, or Redis restarted): left alone.
    const markRunning = (since: number) =>
      payload.db.updateJobs({
        where: { id: { in: due } },
        data: { processing: true, updatedAt: new Date(Date.now() - since).toISOString() },
        returning: false,
      })
    await markRunning(60_000)
    await workTickOnce(payload)
    expect(
      (await maintenanceJobs()).filter((job) => due.includes(job.id) && job.completedAt),
    ).toEqual([])
    // Claimed by an instance killed mid-night, which has not marked them alive since.
    await markRunning(5 * 60_000)
    await workTickOnce(payload)
    const ran = (await maintenanceJobs()).filter((job) => due.includes(job.id))
    expect(
      ran.map((job) => [job.taskSlug, Boolean(job.completedAt), job.processing]).sort(),
    ).toEqual(nightlyTasks.map((task) => [task, true, false]))
    for (const job of ran) expect(job.log).toHaveLength(1)
    // And the tick after queues tomorrow night's again.
    await workTickOnce(payload)
    await expectQueuedOnceAndLockFree()
  })

  it('keeps the lock past its lease while the work goes on, and gives it back after', async () => {
    const redis = (await import('@/utilities/redis')).sharedRedis()!
    const key = 'rafeef:test:long-work'
    let heldPastLease: string | null = null
    // A lease of 3 s, and work of 7 s: without renewal the lock would lapse at 3 s. Renewed every
    // second, it survives a busy machine stalling this process for up to two seconds.
    const ran = await whileHolding(redis, key, 3000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 7000))
      heldPastLease = await redis.get(key)
      // Meanwhile another instance cannot take it.
      expect(await whileHolding(redis, key, 3000, async () => undefined)).toBe(false)
    })
    expect(ran).toBe(true)
    expect(heldPastLease).not.toBeNull()
    expect(await redis.get(key)).toBeNull()
  })
})

describe('one process without Redis', () => {
  it('lets a tick pass while its own last tick is still working', async () => {
    delete process.env.REDIS_URL
    const due = await makeDue()
    await Promise.all([workTickOnce(payload), workTickOnce(payload)])
    const ran = (await maintenanceJobs()).filter((job) => due.includes(job.id))
    expect(ran.map((job) => Boolean(job.completedAt))).toEqual(due.map(() => true))
    for (const job of ran) expect(job.log).toHaveLength(1)
  })
})
