import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/pages/[name]/route'
import type { WirePage } from '@/content/wire'

import { seededPayload } from '../helpers/payload'

let payload: Payload

async function getPage(name: string) {
  const response = await GET(new Request(`http://test/api/pages/${name}`), {
    params: Promise.resolve({ name }),
  })
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/pages/{name}', () => {
  it('answers the home page in the wire format with Arabic twins', async () => {
    const { status, body } = await getPage('home')
    expect(status).toBe(200)
    const page = body.data as WirePage
    expect(page.name).toBe('home')
    expect(page.group).toBeNull()
    expect(page.meta_data[0]?.title).toMatch(/Rafeef/)
    expect(page.meta_data[0]?.title_ar).toMatch(/رفيف/)
    const cover = page.sections.find((s) => s.section.name === 'cover')
    expect(cover?.content.title).toBe('Protection for every step of your journey')
    expect(cover?.content.title_ar).toBe('حماية ترافقك في كل خطوة')
    expect(cover?.content.button_link).toBe('/get-a-quote')
    expect(String(cover?.content.image)).toMatch(/^\/cms\/api\/media\/file\/heroHome.*\.webp$/)
    expect(cover?.content.image_alt_ar).toBeTruthy()
  })

  it('answers 404 with a message for an unknown name', async () => {
    const { status, body } = await getPage('no-such-page')
    expect(status).toBe(404)
    expect(body.message).toContain('no-such-page')
    expect(body.data).toBeUndefined()
  })

  it('never shows a page that was only saved as a draft', async () => {
    await payload.create({
      collection: 'pages',
      draft: true,
      data: { name: 'draft-only', title: 'Secret draft', _status: 'draft', sections: [] },
      context: { disableRevalidate: true },
    })
    expect((await getPage('draft-only')).status).toBe(404)
  })

  it('keeps serving the published text while a newer draft waits', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'home' } },
    })
    const page = docs[0]!
    const sections = page.sections!.map((s) =>
      s.blockType === 'cover' ? { ...s, title: 'Unpublished draft title' } : s,
    )
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      locale: 'en',
      data: { sections, _status: 'draft' },
    })
    const { body } = await getPage('home')
    expect(body.data.sections[0].content.title).toBe('Protection for every step of your journey')
  })
})

describe("a page's share image", () => {
  it('travels as its og:image, and a deleted picture leaves the page as it was', async () => {
    const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const picture = media[0]!
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'claims' } },
      depth: 0,
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      data: { shareImage: picture.id },
      context: { disableRevalidate: true },
    })
    const tags = async () =>
      ((await getPage('claims')).body.data as WirePage).meta_data[0]?.attributes?.filter(
        (tag) => tag.property === 'og:image',
      )
    const [tag] = (await tags()) ?? []
    expect(tag?.content).toMatch(/^\/cms\/api\/media\/file\//)
    expect(tag?.content_ar).toBe(tag?.content)

    // The picture goes from the media: the page loses its share image, not its row.
    await payload.delete({ collection: 'media', id: picture.id, overrideAccess: true })
    expect(await tags()).toEqual([])
  })
})
