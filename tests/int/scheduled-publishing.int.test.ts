// On both databases: the job queue picks due work by each database's date comparison.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page, User } from '@/payload-types'
import { workTickOnce } from '@/tasks/runOnce'
import { publishQueue } from '@/tasks/scheduledPublishing'

import { seededPayload } from '../helpers/payload'

let payload: Payload
let editor: User
let hr: User

beforeAll(async () => {
  payload = await seededPayload()
  const staff = (email: string, role: 'editor' | 'hr') =>
    payload.create({
      collection: 'users',
      data: { email, password: 'scheduled-password-1', roles: [role] },
    })
  editor = await staff('scheduler@example.com', 'editor')
  hr = await staff('scheduler-hr@example.com', 'hr')
})

afterAll(async () => {
  await payload.destroy()
})

/**
 * Queues an event as the admin's schedule drawer does (Payload's schedulePublishHandler): on the
 * default queue, with the document's id as a string and the editor who scheduled it.
 */
const schedule = (
  type: 'publish' | 'unpublish',
  doc: { relationTo: 'pages' | 'jobs'; value: number },
  at: Date,
  by: User = editor,
) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type,
      // The drawer sends the id as a string (the task turns it back, Payload #10481); the
      // generated input type says number.
      doc: { ...doc, value: String(doc.value) } as unknown as typeof doc & { relationTo: 'pages' },
      user: { relationTo: 'users', value: by.id },
    },
    waitUntil: at,
  })

const secondsFromNow = (s: number) => new Date(Date.now() + s * 1000)

const draftPage = () =>
  payload.create({
    collection: 'pages',
    draft: true,
    data: {
      name: `campaign-${Date.now()}`,
      title: 'Ramadan campaign',
      _status: 'draft',
    } as Page,
  })

const statusOf = async (collection: 'pages' | 'jobs', id: number) =>
  (await payload.findByID({ collection, id, depth: 0, draft: false }))._status

/** Whether the page has a search entry, which only published pages have. */
const searchable = async (id: number) =>
  (
    await payload.count({
      collection: 'search-entries',
      where: { page: { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs === 1

describe('scheduled publishing', () => {
  it('publishes a page when its time comes, and not before', async () => {
    const page = await draftPage()
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ar',
      draft: true,
      data: { title: 'حملة رمضان' },
    })
    await schedule('publish', { relationTo: 'pages', value: page.id }, secondsFromNow(60))
    await workTickOnce(payload, publishQueue)
    expect(await statusOf('pages', page.id)).toBe('draft')

    await schedule('publish', { relationTo: 'pages', value: page.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    const published = await payload.findByID({
      collection: 'pages',
      id: page.id,
      depth: 0,
      locale: 'all',
    })
    expect(published._status).toBe('published')
    expect(published.title).toEqual({ en: 'Ramadan campaign', ar: 'حملة رمضان' })
  })

  it('unpublishes a page when its time comes', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        name: `results-${Date.now()}`,
        title: 'Annual results',
        _status: 'published',
      } as Page,
    })
    await schedule('unpublish', { relationTo: 'pages', value: page.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    expect(await statusOf('pages', page.id)).toBe('draft')
  })

  it('publishes and unpublishes a job', async () => {
    const { docs } = await payload.find({ collection: 'jobs', limit: 1, depth: 0 })
    const job = docs[0]!
    await schedule('unpublish', { relationTo: 'jobs', value: job.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    expect(await statusOf('jobs', job.id)).toBe('draft')
    await schedule('publish', { relationTo: 'jobs', value: job.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    expect(await statusOf('jobs', job.id)).toBe('published')
  })

  it('runs with the rights of whoever scheduled it', async () => {
    const page = await draftPage()
    // HR may sign in to the admin (and so reach the drawer) but may not publish pages.
    const job = await schedule(
      'publish',
      { relationTo: 'pages', value: page.id },
      secondsFromNow(-1),
      hr,
    )
    await workTickOnce(payload, publishQueue)
    expect(await statusOf('pages', page.id)).toBe('draft')
    const ran = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(ran.hasError).toBe(true)
  })

  it('leaves a page published by schedule in search, and one unpublished out of it', async () => {
    const page = await draftPage()
    await schedule('publish', { relationTo: 'pages', value: page.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    expect(await searchable(page.id)).toBe(true)
    await schedule('unpublish', { relationTo: 'pages', value: page.id }, secondsFromNow(-1))
    await workTickOnce(payload, publishQueue)
    expect(await searchable(page.id)).toBe(false)
  })
})
