import * as z from 'zod/mini'

import { wireHeader, wireJob, wireJobList, wirePage } from '../wire'
import { readWire } from './readWire'
import type { ContentSource } from './types'

export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`Content API answered ${status} for ${path}`)
  }
}

/**
 * A server that speaks the contract over HTTP, with the spec's §8 error semantics: 404 is logged
 * and swallowed (null), 403 is logged as forbidden and rethrown, anything else is rethrown. Like
 * the spec's client it sets no timeout of its own.
 */
export function httpSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`

  /**
   * The body's `data` (the spec reads `data.data`; a bare body is accepted too), read against the
   * wire's schema for its shape (./readWire.ts): an item of the wrong shape is dropped rather than
   * failing the page, and a foreign server's quirks in texts are left for fromWire to cope with.
   */
  async function get<S extends z.core.$ZodType>(schema: S, path: string) {
    const response = await fetchImpl(new URL(path, base), {
      headers: { accept: 'application/json' },
    })
    if (response.status === 404) {
      console.warn(`[content] not found: ${path}`)
      return null
    }
    if (response.status === 403) {
      console.error(`[content] forbidden: ${path}`)
      throw new ContentApiError(403, path)
    }
    if (!response.ok) throw new ContentApiError(response.status, path)
    const body: unknown = await response.json()
    const data = body && typeof body === 'object' && 'data' in body ? body.data : body
    // Nothing sent is nothing found, as a 404 is.
    if (data == null) return null
    return readWire(schema, data, path)
  }

  // The contract allows a bare list of menu items instead of the whole header (docs/architecture.md §4).
  const headerOrItems = z.union([wireHeader, wireHeader.shape.items])

  return {
    page: (name) => get(wirePage, `pages/${encodeURIComponent(name)}`),
    async header() {
      const body = await get(headerOrItems, 'headers')
      return Array.isArray(body)
        ? { logo: null, ctaButton: { label: null, label_ar: null, link: null }, items: body }
        : body
    },
    async jobs(filter = {}) {
      const query = new URLSearchParams()
      if (filter.title) query.set('title', filter.title)
      if (filter.location) query.set('location', filter.location)
      const qs = query.toString()
      return (await get(wireJobList, qs ? `jobs?${qs}` : 'jobs')) ?? { jobs: [], countries: [] }
    },
    job: (id) => get(wireJob, `jobs/${encodeURIComponent(id)}`),
  }
}
