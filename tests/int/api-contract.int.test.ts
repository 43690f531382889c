import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getHeaders } from '@/app/api/headers/route'
import { GET as getJob } from '@/app/api/jobs/[id]/route'
import { GET as getJobs } from '@/app/api/jobs/route'
import { GET as getPreview } from '@/app/api/page-previews/[name]/route'
import { GET as getPage } from '@/app/api/pages/[name]/route'
import { sectionNames } from '@/blocks'
import { payloadSource } from '@/content/sources/payload'
import type { WireJob, WireJobList, WirePage } from '@/content/wire'

import { seededPayload } from '../helpers/payload'

let payload: Payload

let pageNames: string[] = []

async function json<T>(response: Response | Promise<Response>) {
  const r = await response
  return { status: r.status, body: (await r.json()) as { data: T; message?: string } }
}

const page = (name: string) =>
  json<WirePage>(
    getPage(new Request(`http://t/api/pages/${name}`), { params: Promise.resolve({ name }) }),
  )
const jobs = (query = '') => json<WireJobList>(getJobs(new Request(`http://t/api/jobs${query}`)))
const job = (id: string) =>
  json<WireJob>(getJob(new Request(`http://t/api/jobs/${id}`), { params: Promise.resolve({ id }) }))

/**
 * Every text with an `_ar` twin must have its Arabic. Files are not texts: an Arabic file may be
 * missing on purpose (its download button is then greyed out).
 */
function missingArabic(content: Record<string, unknown>, path: string): string[] {
  return Object.entries(content).flatMap(([key, value]) => {
    if (Array.isArray(value))
      return value.flatMap((v, i) =>
        v && typeof v === 'object'
          ? missingArabic(v as Record<string, unknown>, `${path}.${key}[${i}]`)
          : [],
      )
    if (value && typeof value === 'object')
      return missingArabic(value as Record<string, unknown>, `${path}.${key}`)
    if (typeof value !== 'string' || !value || !(`${key}_ar` in content)) return []
    if (/^(\/|https?:\/\/)/.test(value)) return []
    return content[`${key}_ar`] ? [] : [`${path}.${key}`]
  })
}

beforeAll(async () => {
  payload = await seededPayload()
  pageNames = await payloadSource.pageNames()
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** Every page the spec names (§2.1–§2.4), by the name the content API knows it under. */
const specPageNames = [
  'home',
  'who-we-are',
  'financial-performance',
  'reach-us',
  'board-director',
  'motor-insurance',
  'travel-insurance',
  'waad-alAjyal-gold',
  'waad-isteqrar-gold',
  'waad-ousra',
  'visit-visa-travel-insurance',
  'marine-insurance',
  'health-insurance',
  'liability-insurance',
  'engineering-insurance',
  'pecuniary-insurance',
  'property-casualty',
  'trade-credit-insurance',
  'travellers-guide',
  'faqs-page',
  'claims',
  'complaints',
  'medical-network',
  'contact-us',
  'surplus-distribution',
  'careers',
  'customer-rights',
  'terms-conditions',
  'privacy-policy',
  'data-sharing',
  'report-fraud',
  'get-a-quote',
]

describe('GET /api/pages/{name} on the seed', () => {
  it('has a published page for every page the spec names, and uses all 28 section kinds', async () => {
    expect(specPageNames).toHaveLength(32)
    expect(pageNames).toEqual(expect.arrayContaining(specPageNames))
    const used = new Set<string>()
    for (const name of specPageNames) {
      const { status, body } = await page(name)
      expect(status, name).toBe(200)
      for (const s of body.data.sections) used.add(s.section.name)
    }
    expect(sectionNames).toHaveLength(28)
    expect([...used].sort()).toEqual([...sectionNames].sort())
  })

  it('gives every Customer Service page its group', async () => {
    const { body } = await page('claims')
    expect(body.data.group?.pages?.map((p) => p.link)).toEqual([
      'claims',
      'complaints',
      'medical-network',
      'contact-us',
      'surplus-distribution',
    ])
  })

  it('answers every seeded page with sections whose texts all have Arabic twins', async () => {
    expect(pageNames.length).toBeGreaterThan(0)
    for (const name of pageNames) {
      const { status, body } = await page(name)
      expect(status).toBe(200)
      expect(body.data.sections.length).toBeGreaterThan(0)
      expect(body.data.meta_data[0]?.title_ar).toBeTruthy()
      const missing = body.data.sections.flatMap((s) => [
        ...missingArabic(s.content, `${name}/${s.section.name}`),
        ...s.repeatable_content.flatMap((r, i) =>
          missingArabic(r.content, `${name}/${s.section.name}.items[${i}]`),
        ),
      ])
      expect(missing).toEqual([])
      for (const s of body.data.sections) expect(sectionNames).toContain(s.section.name)
    }
  })

  it('gives grouped pages their group, in order, with Arabic titles', async () => {
    const { body } = await page('reach-us')
    expect(body.data.group?.pages?.map((p) => p.link)).toEqual([
      'who-we-are',
      'financial-performance',
      'reach-us',
      'board-director',
    ])
    expect(body.data.group?.pages?.[0]?.title_ar).toBe('من نحن')
    expect((await page('home')).body.data.group).toBeNull()
  })

  it('answers 404 for an unknown page', async () => {
    expect((await page('nope')).status).toBe(404)
  })
})

describe('GET /api/headers', () => {
  it('gives the navigation of spec §2.2 with Arabic twins and the quote button', async () => {
    const { status, body } = await json<{
      items: { title: string; title_ar: string; pages: { link: string }[] }[]
      ctaButton: { link: string }
    }>(getHeaders())
    expect(status).toBe(200)
    expect(body.data.items.map((i) => i.title)).toEqual([
      'Home',
      'About',
      'Individual Products',
      'Corporate Products',
      'Customer Service',
      'Careers',
    ])
    expect(body.data.items.every((i) => i.title_ar)).toBe(true)
    expect(body.data.items[2]!.pages.map((p) => p.link)).toContain('waad-ousra')
    expect(body.data.ctaButton.link).toBe('get-a-quote')
  })
})

describe('GET /api/jobs', () => {
  it('lists at least 8 jobs in at least 3 countries', async () => {
    const { status, body } = await jobs()
    expect(status).toBe(200)
    expect(body.data.jobs.length).toBeGreaterThanOrEqual(8)
    expect(new Set(body.data.jobs.map((j) => j.location)).size).toBeGreaterThanOrEqual(3)
    expect(body.data.countries.map((c) => c.code)).toEqual(
      expect.arrayContaining(['SA', 'AE', 'BH', 'EG']),
    )
  })

  it('filters by a case-insensitive part of the title, in either language', async () => {
    const all = (await jobs()).body.data.jobs
    const sample = all[0]!
    const part = String(sample.title).slice(1, 6).toUpperCase()
    const { body } = await jobs(`?title=${encodeURIComponent(part)}`)
    expect(body.data.jobs.map((j) => j.id)).toContain(sample.id)
    expect(
      body.data.jobs.every(
        (j) =>
          String(j.title).toLowerCase().includes(part.toLowerCase()) ||
          String(j.title_ar).includes(part),
      ),
    ).toBe(true)
    const arabic = String(sample.title_ar).slice(0, 4)
    expect(
      (await jobs(`?title=${encodeURIComponent(arabic)}`)).body.data.jobs.map((j) => j.id),
    ).toContain(sample.id)
    expect((await jobs('?title=zzzz-no-such-job')).body.data.jobs).toEqual([])
  })

  it('filters by country name, and keeps listing every country', async () => {
    const { body } = await jobs('?location=Bahrain')
    expect(body.data.jobs.length).toBeGreaterThan(0)
    expect(body.data.jobs.every((j) => j.location === 'Bahrain')).toBe(true)
    expect(body.data.countries.length).toBe(4)
    const both = await jobs(`?location=${encodeURIComponent('البحرين')}`)
    expect(both.body.data.jobs.map((j) => j.id)).toEqual(body.data.jobs.map((j) => j.id))
    expect((await jobs('?location=Atlantis')).body.data.jobs).toEqual([])
  })
})

describe('GET /api/jobs/{id}', () => {
  it('answers a job with every field of the spec', async () => {
    const id = String((await jobs()).body.data.jobs[0]!.id)
    const { status, body } = await job(id)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id: Number(id),
      title: expect.any(String),
      title_ar: expect.any(String),
    })
    for (const key of [
      'image',
      'sub_title',
      'level',
      'location',
      'description',
      'tags',
      'area_of_expertise',
      'updated_at',
    ]) {
      expect(body.data).toHaveProperty(key)
    }
    expect(Array.isArray(body.data.description)).toBe(true)
  })

  it.each(['999999', 'abc', '1.5'])('answers 404 for %s', async (id) => {
    const { status, body } = await job(id)
    expect(status).toBe(404)
    expect(body.message).toBeTruthy()
  })

  it('never shows a draft job', async () => {
    const draft = await payload.create({
      collection: 'jobs',
      draft: true,
      data: { title: 'Secret role', description: 'x', location: 1, _status: 'draft' },
    })
    expect((await job(String(draft.id))).status).toBe(404)
    expect((await jobs('?title=Secret')).body.data.jobs).toEqual([])
  })
})

describe('GET /api/page-previews/{name}', () => {
  const preview = (headers: HeadersInit = {}) =>
    getPreview(new Request('http://t/api/page-previews/home', { headers }), {
      params: Promise.resolve({ name: 'home' }),
    })

  it('refuses a visitor without a CMS session', async () => {
    const response = await preview()
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBeTruthy()
  })

  it('shows an editor the latest draft, which the public page does not show', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: 'home' } },
      locale: 'en',
    })
    const home = docs[0]!
    const sections = home.sections!.map((s, i) =>
      i === 0 && s.blockType === 'cover' ? { ...s, title: 'Draft cover title' } : s,
    )
    await payload.update({
      collection: 'pages',
      id: home.id,
      draft: true,
      locale: 'en',
      data: { sections, _status: 'draft' },
    })

    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor-password-1', roles: ['editor'] },
      overrideAccess: true,
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: 'editor-password-1' },
    })
    const response = await preview({ Authorization: `JWT ${token}` })
    expect(response.status).toBe(200)
    const draft = (await response.json()).data as WirePage
    expect(draft.sections[0]!.content.title).toBe('Draft cover title')
    expect((await page('home')).body.data.sections[0]!.content.title).not.toBe('Draft cover title')
  })
})

describe('error bodies in the request’s language', () => {
  const arabic = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' }
  const missingPage = (url: string, headers: HeadersInit = {}) =>
    getPage(new Request(url, { headers }), { params: Promise.resolve({ name: 'nope' }) })
  const missingJob = (url: string, headers: HeadersInit = {}) =>
    getJob(new Request(url, { headers }), { params: Promise.resolve({ id: '999999' }) })

  it('keeps the English texts for English and unnamed languages', async () => {
    for (const headers of [
      {},
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'fr' },
    ] as HeadersInit[]) {
      expect(await (await missingPage('http://t/api/pages/nope', headers)).json()).toEqual({
        message: 'No page named "nope".',
      })
      expect(await (await missingJob('http://t/api/jobs/999999', headers)).json()).toEqual({
        message: 'No job with id 999999.',
      })
    }
    const refused = await getPreview(new Request('http://t/api/page-previews/home'), {
      params: Promise.resolve({ name: 'home' }),
    })
    expect(await refused.json()).toEqual({ message: 'Log in to the CMS to preview drafts.' })
  })

  it('answers an unknown page and an unknown job in Arabic for Accept-Language ar', async () => {
    const pageAnswer = await missingPage('http://t/api/pages/nope', arabic)
    expect(pageAnswer.status).toBe(404)
    expect(await pageAnswer.json()).toEqual({ message: 'لا توجد صفحة باسم "nope".' })
    // A CDN keeps the absence a few seconds: one copy per language.
    expect(pageAnswer.headers.get('vary')).toMatch(/accept-language/i)

    const jobAnswer = await missingJob('http://t/api/jobs/999999', arabic)
    expect(jobAnswer.status).toBe(404)
    expect(await jobAnswer.json()).toEqual({ message: 'لا توجد وظيفة بالمعرّف 999999.' })
  })

  it('lets ?lang= name the language, as a body’s lang does', async () => {
    expect(await (await missingPage('http://t/api/pages/nope?lang=ar')).json()).toEqual({
      message: 'لا توجد صفحة باسم "nope".',
    })
    expect(await (await missingJob('http://t/api/jobs/999999?lang=en', arabic)).json()).toEqual({
      message: 'No job with id 999999.',
    })
  })

  it('refuses a draft preview in Arabic too', async () => {
    const response = await getPreview(
      new Request('http://t/api/page-previews/home', { headers: arabic }),
      {
        params: Promise.resolve({ name: 'home' }),
      },
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      message: 'سجّل الدخول إلى نظام إدارة المحتوى لمعاينة المسودات.',
    })
  })
})
