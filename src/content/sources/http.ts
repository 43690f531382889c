import * as z from 'zod/mini'

import { wireHeader, wireJob, wireJobList, wireMenuItem, wirePage } from '../wire'
import type { ContentSource } from './types'

export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    detail = `answered ${status}`,
  ) {
    super(`Content API ${detail} for ${path}`)
  }
}

/** A header, or a bare list of its menu items (docs/architecture.md §4). */
const headerOrItems = z.union([wireHeader, z.array(wireMenuItem)])

/**
 * A server that speaks the contract over HTTP, with the spec's §8 error semantics: 404 is logged
 * and swallowed (null), 403 is logged as forbidden and rethrown, anything else is rethrown. Like
 * the spec's client it sets no timeout of its own.
 */
export function httpSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`

  /**
   * The body's `data` (the spec reads `data.data`; a bare body is accepted too), checked against
   * the wire schema: a body outside the contract is the server's failure (502), not a page that
   * breaks where a field is read.
   */
  async function get<T extends z.ZodMiniType>(
    path: string,
    schema: T,
  ): Promise<z.output<T> | null> {
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
    const checked = z.safeParse(schema, data)
    if (!checked.success)
      throw new ContentApiError(
        502,
        path,
        `sent a body outside the contract (${z.prettifyError(checked.error)})`,
      )
    return checked.data
  }

  return {
    page: (name) => get(`pages/${encodeURIComponent(name)}`, wirePage),
    async header() {
      const body = await get('headers', headerOrItems)
      return Array.isArray(body)
        ? { logo: null, ctaButton: { label: null, label_ar: null, link: null }, items: body }
        : body
    },
    async jobs(filter = {}) {
      const query = new URLSearchParams()
      if (filter.title) query.set('title', filter.title)
      if (filter.location) query.set('location', filter.location)
      const qs = query.toString()
      return (await get(qs ? `jobs?${qs}` : 'jobs', wireJobList)) ?? { jobs: [], countries: [] }
    },
    job: (id) => get(`jobs/${encodeURIComponent(id)}`, wireJob),
  }
}
