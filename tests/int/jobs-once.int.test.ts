import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { maintenanceQueue } from '@/jobs/deleteExpiredApplications'
import { takeJobTick } from '@/jobs/runOnce'

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

const scheduledJobs = async () =>
  (await payload.find({ collection: 'payload-jobs', where: { queue: { equals: maintenanceQueue } }, pagination: false, overrideAccess: true })).docs

describe('the nightly tasks across instances', () => {
  it('one process always takes its tick and queues each nightly task once', async () => {
    delete process.env.REDIS_URL
    expect(await takeJobTick(payload)).toBe(true)
    expect(await takeJobTick(payload)).toBe(true)
    const jobs = await scheduledJobs()
    expect(jobs.map((job) => job.taskSlug).sort()).toEqual(['deleteExpiredApplications', 'deleteExpiredRequestDocuments', 'sweepOrphanFiles'])
    // Queued for tonight, not now.
    for (const job of jobs) expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: maintenanceQueue } }, overrideAccess: true })
  })

  it('with REDIS_URL, of instances ticking together exactly one queues and runs', async () => {
    process.env.REDIS_URL = redis.url
    const { sharedRedis } = await import('@/utilities/redis')
    await vi.waitFor(() => expect(sharedRedis()?.isReady).toBe(true), { timeout: 5_000 })
    const ticks = await Promise.all([takeJobTick(payload), takeJobTick(payload), takeJobTick(payload)])
    expect(ticks.filter(Boolean)).toHaveLength(1)
    const jobs = await scheduledJobs()
    expect(jobs).toHaveLength(3)
    // The same tick again (an instance whose clock is a little behind) is skipped too.
    expect(await takeJobTick(payload)).toBe(false)
  })
})
