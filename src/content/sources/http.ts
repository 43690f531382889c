import type {
  WireEnvelope,
  WireHeader,
  WireJob,
  WireJobList,
  WireMenuItem,
  WirePage,
} from '../wire'
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
   * The body's `data` (the spec reads `data.data`; a bare body is accepted too). Not checked
   * against the wire's schemas: a foreign server's quirks (a section without a name, `content:
   * null`, numbers for texts, `_en` keys) are fromWire's to cope with, item by item, where a
   * check of the whole body would fail every page for one bad menu item.
   */
  async function get<T>(path: string): Promise<T | null> {
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
    const body = (await response.json()) as WireEnvelope<T> | T
    return body && typeof body === 'object' && 'data' in body
      ? (body as WireEnvelope<T>).data
      : (body as T)
  }

  return {
    page: (name) => get<WirePage>(`pages/${encodeURIComponent(name)}`),
    async header() {
      const body = await get<WireHeader | WireMenuItem[]>('headers')
      // A bare list of menu items is accepted too (docs/architecture.md §4).
      return Array.isArray(body)
        ? { logo: null, ctaButton: { label: null, label_ar: null, link: null }, items: body }
        : body
    },
    async jobs(filter = {}) {
      const query = new URLSearchParams()
      if (filter.title) query.set('title', filter.title)
      if (filter.location) query.set('location', filter.location)
      const qs = query.toString()
      return (await get<WireJobList>(qs ? `jobs?${qs}` : 'jobs')) ?? { jobs: [], countries: [] }
    },
    job: (id) => get<WireJob>(`jobs/${encodeURIComponent(id)}`),
  }
}
