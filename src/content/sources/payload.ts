import 'server-only'

import type { Payload } from 'payload'

import type { Page } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { filterJobs } from '../jobFilter'
import { groupToWire } from '../toWire/group'
import { headerToWire } from '../toWire/header'
import { countryToWire, jobToWire } from '../toWire/job'
import { pageToWire } from '../toWire/page'
import { populated } from '../toWire/populated'
import type { SectionBlock } from '@/blocks/sectionKind'
import type { WirePage } from '../wire'
import { published } from './published'
import type { ContentSource } from './types'

/** Job cards left empty by the editor show the latest published jobs. */
async function fillJobCards(payload: Payload, sections: SectionBlock[]): Promise<void> {
  for (const block of sections) {
    if (block.blockType !== 'job_component') continue
    if ((block.jobs ?? []).some((job) => populated(job) !== null)) continue
    const { docs } = await payload.find({
      collection: 'jobs',
      where: published,
      sort: '-updatedAt',
      limit: Number(block.limit) || 6,
      locale: 'all',
      depth: 1,
    })
    block.jobs = docs
  }
}

async function pageWire(payload: Payload, doc: Page): Promise<WirePage> {
  await fillJobCards(payload, doc.sections ?? [])
  const { docs: groups } = await payload.find({
    collection: 'page-groups',
    where: { 'items.page': { equals: doc.id } },
    locale: 'all',
    depth: 1,
    limit: 1,
  })
  const group = groups[0]
  return pageToWire(doc, group ? groupToWire(group) : null)
}

async function findPage(name: string, draft: boolean): Promise<WirePage | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: draft ? { name: { equals: name } } : { name: { equals: name }, ...published },
    draft,
    locale: 'all',
    // Sections hold uploads (depth 1) and job cards whose jobs hold an image (depth 2).
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  return doc ? pageWire(payload, doc) : null
}

async function allJobs() {
  const payload = await getPayloadClient()
  const [jobs, countries] = await Promise.all([
    payload.find({
      collection: 'jobs',
      where: published,
      sort: '-updatedAt',
      locale: 'all',
      depth: 1,
      pagination: false,
    }),
    payload.find({
      collection: 'countries',
      locale: 'all',
      depth: 0,
      pagination: false,
      sort: 'code',
    }),
  ])
  return {
    jobs: jobs.docs.map(jobToWire),
    countries: countries.docs.map(countryToWire),
  }
}

/** Reads through the Local API and shapes documents with toWire, exactly as /api answers. */
export const payloadSource: ContentSource & {
  pageNames(): Promise<string[]>
  pagePreview(name: string): Promise<WirePage | null>
} = {
  page: (name) => findPage(name, false),

  pagePreview: (name) => findPage(name, true),

  async pageNames() {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: published,
      select: { name: true },
      depth: 0,
      pagination: false,
    })
    return docs.map((doc) => doc.name)
  },

  async header() {
    const payload = await getPayloadClient()
    const header = await payload.findGlobal({ slug: 'header', locale: 'all', depth: 1 })
    return headerToWire(header)
  },

  async jobs(filter) {
    const { jobs, countries } = await allJobs()
    return { jobs: filterJobs(jobs, countries, filter), countries }
  },

  async job(id) {
    if (!/^\d+$/.test(id)) return null
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'jobs',
      where: { id: { equals: Number(id) }, ...published },
      locale: 'all',
      depth: 1,
      limit: 1,
    })
    return docs[0] ? jobToWire(docs[0]) : null
  },
}
