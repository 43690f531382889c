import { match } from 'path-to-regexp'
import type { SanitizedConfig } from 'payload'

type Endpoint = { method: string; path: string }

/**
 * Whether a CMS API request names a document by an id its collection cannot have. Every
 * collection here has numeric ids; Payload passes `/cms/api/pages/abc` to the database, which
 * fails (a 500 on PostgreSQL and SQLite alike). The request is matched against the collection's
 * own endpoints as Payload does (`handleEndpoints`: the first of the same method whose path
 * matches, with the same version of `path-to-regexp`), so `/users/me` or a preference key is left
 * alone. The segments come decoded from the route's parameters, as Payload decodes its own.
 */
export function namesImpossibleId(
  config: SanitizedConfig,
  method: string,
  slug: string[],
): boolean {
  const [collectionSlug, ...rest] = slug
  const collection = config.collections.find((candidate) => candidate.slug === collectionSlug)
  if (!collection || rest.length === 0) return false
  if (
    collection.flattenedFields.some(
      (field) => 'name' in field && field.name === 'id' && field.type === 'text',
    )
  )
    return false
  const endpoints = (collection.endpoints || []) as Endpoint[]
  const path = `/${rest.join('/')}`
  for (const endpoint of endpoints) {
    if (endpoint.method.toLowerCase() !== method.toLowerCase()) continue
    const matched = match<{ id?: string }>(endpoint.path)(path)
    if (!matched) continue
    const { id } = matched.params
    return id !== undefined && !/^\d{1,15}$/.test(id)
  }
  return false
}
