// On both databases: the seed writes every collection through each adapter.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isEmpty, seed } from '@/seed'

import { seededPayload } from '../helpers/payload'

let payload: Payload

// The run's template is this seed run on an empty, migrated database, as `npm start` runs it
// (tests/helpers/seededTemplate.ts): its copy is what the seed left, without seeding again here.
beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

async function counts() {
  const collections = [
    'pages',
    'page-groups',
    'media',
    'documents',
    'jobs',
    'countries',
    'users',
  ] as const
  const totals = await Promise.all(
    collections.map((collection) =>
      payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs),
    ),
  )
  return Object.fromEntries(collections.map((c, i) => [c, totals[i]]))
}

describe('seed', () => {
  it('fills an empty database with published pages in both languages and one admin', async () => {
    expect(await isEmpty(payload)).toBe(false)
    const pages = await payload.find({
      collection: 'pages',
      where: {
        name: { in: ['home', 'who-we-are', 'financial-performance', 'reach-us', 'board-director'] },
      },
      locale: 'ar',
      limit: 0,
    })
    expect(pages.docs.map((page) => [page.name, page._status]).sort()).toEqual(
      ['board-director', 'financial-performance', 'home', 'reach-us', 'who-we-are'].map((name) => [
        name,
        'published',
      ]),
    )
    const home = pages.docs.find((page) => page.name === 'home')
    const cover = home?.sections?.find((s) => s.blockType === 'cover')
    expect(cover?.title).toBe('حماية ترافقك في كل خطوة')
    const admin = await payload.find({ collection: 'users', overrideAccess: true })
    expect(admin.docs.map((u) => [u.email, u.roles])).toEqual([['admin@example.com', ['admin']]])
  })

  it('is idempotent and never overwrites what an editor changed', async () => {
    const before = await counts()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'home' } },
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      locale: 'en',
      data: { title: 'Edited by an editor' },
      context: { disableRevalidate: true },
    })

    const { created } = await seed(payload)

    expect(created).toEqual([])
    expect(await counts()).toEqual(before)
    const after = await payload.findByID({ collection: 'pages', id: docs[0]!.id, locale: 'en' })
    expect(after.title).toBe('Edited by an editor')
  })

  it('writes a document whole or not at all', async () => {
    const before = await counts()
    // The second block's id repeats the first one's: the insert fails half-way through.
    const failing = payload.create({
      collection: 'pages',
      data: {
        name: 'half-written',
        title: 'Half written',
        sections: [
          { id: 'same-id', blockType: 'cover', title: 'One' },
          { id: 'same-id', blockType: 'cover', title: 'Two' },
        ],
      },
      context: { disableRevalidate: true },
    })
    await expect(failing).rejects.toThrow()
    expect(await counts()).toEqual(before)
  })
})
