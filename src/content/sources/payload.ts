import 'server-only'

import { getPayloadClient } from '@/utilities/getPayloadClient'

import { type PageDoc, pageToWire } from '../toWire/page'
import type { ContentSource } from './types'

/** Reads published documents through the Local API and shapes them with toWire, as /api does. */
export const payloadSource: ContentSource & { pageNames(): Promise<string[]> } = {
  async page(name) {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { name: { equals: name }, _status: { equals: 'published' } },
      locale: 'all',
      depth: 1,
      limit: 1,
      pagination: false,
    })
    const doc = docs[0] as PageDoc | undefined
    return doc ? pageToWire(doc) : null
  },

  async pageNames() {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { name: true },
      depth: 0,
      pagination: false,
    })
    return docs.map((doc) => doc.name)
  },
}
