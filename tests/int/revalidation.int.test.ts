import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { tags } from '@/content/tags'

import { takeExpiredTags } from '../helpers/cache'
import { seededPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
  takeExpiredTags()
})

afterAll(async () => {
  await payload.destroy()
})

async function homeId() {
  const { docs } = await payload.find({ collection: 'pages', where: { name: { equals: 'home' } } })
  return docs[0]!.id
}

describe('cache revalidation from Payload hooks', () => {
  it.each(['en', 'ar'] as const)(
    'an edit in %s expires the page shared by both languages',
    async (locale) => {
      await payload.update({
        collection: 'pages',
        id: await homeId(),
        locale,
        data: { title: `New ${locale}` },
      })
      expect(takeExpiredTags()).toEqual(expect.arrayContaining([tags.page('home'), tags.pages]))
    },
  )

  it('a rename expires the old name and the new one', async () => {
    await payload.update({ collection: 'pages', id: await homeId(), data: { name: 'start' } })
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([tags.page('home'), tags.page('start')]),
    )
  })

  it('a delete expires the page', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'who-we-are' } },
    })
    await payload.delete({ collection: 'pages', id: docs[0]!.id })
    expect(takeExpiredTags()).toEqual(expect.arrayContaining([tags.page('who-we-are')]))
    // It also left the About side menu, which cannot point at a missing page.
    const { docs: groups } = await payload.find({
      collection: 'page-groups',
      where: { title: { equals: 'About' } },
      depth: 0,
    })
    expect(groups[0]?.items?.map((item) => item.page)).not.toContain(docs[0]!.id)
    expect(groups[0]?.items?.length).toBe(3)
  })

  it('seed writes expire nothing', async () => {
    await payload.update({
      collection: 'pages',
      where: { name: { equals: 'start' } },
      data: { title: 'Quiet' },
      context: { disableRevalidate: true },
    })
    expect(takeExpiredTags()).toEqual([])
  })
})
