// On both databases: pages stored before gaps were recorded are filled in by each dialect's query.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

import { backfillTranslationGaps } from '@/features/pages/collections/Pages/backfillTranslationGaps'

import { seededPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const requireBothLanguages = (on: boolean) =>
  payload.updateGlobal({ slug: 'site-settings', data: { requireBothLanguages: on } })

const newPage = (status: 'draft' | 'published') =>
  payload.create({
    collection: 'pages',
    draft: status === 'draft',
    data: {
      name: `gaps-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      title: 'Motor offer',
      _status: status,
      sections: [{ blockType: 'faq', header: 'Questions' }],
      // Made up by a client: replaced by what the save finds.
      translation: 'complete',
    } as Page,
  })

const gapsOf = async (id: number, draft = false) => {
  const page = await payload.findByID({ collection: 'pages', id, depth: 0, draft })
  return {
    status: page.translation,
    ar: (page.translationGaps as { ar: { path: string }[] }).ar.map((gap) => gap.path),
    en: (page.translationGaps as { en: { path: string }[] }).en.map((gap) => gap.path),
  }
}

describe('the languages a page lacks', () => {
  it('are recorded at each save, whatever the client sent', async () => {
    const page = await newPage('published')
    expect(await gapsOf(page.id)).toEqual({
      status: 'missing-ar',
      ar: ['title', 'sections.0.header'],
      en: [],
    })
    const sections = page.sections!.map((section) => ({ ...section, header: 'أسئلة' }))
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'ar',
      data: { title: 'عرض المركبات', sections } as Page,
    })
    expect(await gapsOf(page.id)).toEqual({ status: 'complete', ar: [], en: [] })
    // Emptying the English heading leaves a gap on the other side.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      data: { sections: page.sections!.map((section) => ({ ...section, header: '' })) } as Page,
    })
    expect(await gapsOf(page.id)).toEqual({
      status: 'missing-en',
      ar: [],
      en: ['sections.0.header'],
    })
  })

  it('are listed for drafts too, and a page lacking Arabic is published while the setting is off', async () => {
    await requireBothLanguages(false)
    const page = await newPage('draft')
    expect((await gapsOf(page.id, true)).status).toBe('missing-ar')
    const published = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
    })
    expect(published._status).toBe('published')
  })

  it('keep a page from being published while Site settings require both languages', async () => {
    await requireBothLanguages(true)
    try {
      const page = await newPage('draft')
      type Refusal = { status?: number; data?: { errors?: { message: string; path: string }[] } }
      const refused = await payload
        .update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
        .then(
          () => null,
          (err: Refusal) => err,
        )
      expect(refused?.status).toBe(400)
      const reason = refused?.data?.errors?.[0]
      expect(reason?.path).toBe('translation')
      expect(reason?.message).toContain('cannot be published until both languages')
      expect(reason?.message).toContain('Arabic lacks: Title; Questions and answers 1 › Heading.')
      expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe(
        'draft',
      )
      // A draft with gaps is still saved.
      await payload.update({
        collection: 'pages',
        id: page.id,
        draft: true,
        data: { title: 'Motor offer, updated' },
      })

      const sections = page.sections!.map((section) => ({ ...section, header: 'أسئلة' }))
      await payload.update({
        collection: 'pages',
        id: page.id,
        locale: 'ar',
        draft: true,
        data: { title: 'عرض المركبات', sections } as Page,
      })
      const published = await payload.update({
        collection: 'pages',
        id: page.id,
        data: { _status: 'published' },
      })
      expect(published._status).toBe('published')
      expect(published.translation).toBe('complete')
    } finally {
      await requireBothLanguages(false)
    }
  })

  it('are filterable in the page list', async () => {
    const lacking = await newPage('published')
    const lacksArabic = await payload.find({
      collection: 'pages',
      where: { translation: { in: ['missing-ar', 'missing-both'] } },
      pagination: false,
      depth: 0,
    })
    const names = lacksArabic.docs.map((page) => page.name)
    expect(names).toContain(lacking.name)
    // The seeded pages have both languages.
    expect(names).not.toContain('who-we-are')
    expect(lacksArabic.docs.every((page) => page.translation !== 'complete')).toBe(true)
  })

  it('never keep a page lacking a language from being unpublished', async () => {
    const page = await newPage('published')
    await requireBothLanguages(true)
    try {
      const unpublished = await payload.update({
        collection: 'pages',
        id: page.id,
        data: { _status: 'draft' },
      })
      expect(unpublished._status).toBe('draft')
    } finally {
      await requireBothLanguages(false)
    }
  })

  it('are worked out from both languages when a save sends them side by side', async () => {
    const page = await newPage('published')
    await payload.update({
      collection: 'pages',
      id: page.id,
      // As `PATCH /cms/api/pages/:id?locale=all` sends it; the Local API's type leaves 'all' out.
      locale: 'all' as 'en',
      data: { title: { en: 'Motor offer', ar: 'عرض المركبات' } } as unknown as Page,
    })
    expect(await gapsOf(page.id)).toEqual({
      status: 'missing-ar',
      ar: ['sections.0.header'],
      en: [],
    })
  })

  it('are filled in for pages stored before they were recorded, without a new version', async () => {
    const page = await newPage('published')
    const db = payload.db as unknown as {
      drizzle: { update: (t: unknown) => { set: (v: object) => Promise<unknown> } }
      tables: Record<string, unknown>
    }
    // As a page saved before the Languages field existed.
    await db.drizzle.update(db.tables.pages).set({ translation: null, translationGaps: null })
    await db.drizzle
      .update(db.tables._pages_v)
      .set({ version_translation: null, version_translationGaps: null })
    const versionsBefore = (await payload.countVersions({ collection: 'pages' })).totalDocs

    const filled = await backfillTranslationGaps(payload, { pauseMs: 0 })

    expect(filled).toBe((await payload.count({ collection: 'pages' })).totalDocs)
    expect(await gapsOf(page.id)).toEqual({
      status: 'missing-ar',
      ar: ['title', 'sections.0.header'],
      en: [],
    })
    expect((await gapsOf(page.id, true)).status).toBe('missing-ar')
    expect((await payload.countVersions({ collection: 'pages' })).totalDocs).toBe(versionsBefore)
    const after = await payload.findByID({ collection: 'pages', id: page.id, depth: 0 })
    expect(after.sections).toHaveLength(1)
    expect(await backfillTranslationGaps(payload, { pauseMs: 0 })).toBe(0)
  })
})

describe('the empty page "Create new" leaves', () => {
  it('is out of the list until an editor types, and deleted a day later if nobody does', async () => {
    const { deleteUntouchedPages } = await import('@/features/pages/tasks/deleteUntouchedPages')
    // What the admin stores when the editor view opens on a collection with autosave.
    const createEmpty = () =>
      payload.create({ collection: 'pages', draft: true, data: {} as Page, locale: 'en' })
    const left = await createEmpty()
    const typedInto = await createEmpty()
    await payload.update({
      collection: 'pages',
      id: typedInto.id,
      draft: true,
      locale: 'en',
      data: { title: 'Summer offer' } as Page,
    })
    const stored = async (id: number) =>
      (await payload.findByID({ collection: 'pages', id, depth: 0, draft: true })).untouched
    expect([await stored(left.id), await stored(typedInto.id)]).toEqual([true, false])
    // The named pages of the seed were made with a name: none is untouched.
    const untouched = await payload.find({
      collection: 'pages',
      draft: true,
      depth: 0,
      limit: 0,
      pagination: false,
      where: { untouched: { equals: true } },
    })
    expect(untouched.docs.map((doc) => doc.id)).toEqual([left.id])

    // The list and the link pickers read through the collection's base filter.
    const baseFilter = payload.collections.pages.config.admin.baseFilter!
    const listed = await payload.find({
      collection: 'pages',
      draft: true,
      depth: 0,
      limit: 0,
      pagination: false,
      where: (await baseFilter({ limit: 0, page: 1, sort: 'id', req: {} as never }))!,
    })
    const ids = listed.docs.map((doc) => doc.id)
    expect(ids).toContain(typedInto.id)
    expect(ids).not.toContain(left.id)

    // Not before a day has passed: an editor may still have it open.
    expect(await deleteUntouchedPages(payload)).toBe(0)
    const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await deleteUntouchedPages(payload, dayLater)).toBe(1)
    expect(await payload.count({ collection: 'pages', where: { id: { in: [left.id] } } })).toEqual({
      totalDocs: 0,
    })
    expect(await stored(typedInto.id)).toBe(false)
  })
})
