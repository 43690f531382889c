import { match } from 'path-to-regexp'
import type { SanitizedConfig } from 'payload'

type Endpoint = { method: string; path: string }

/**
 * The largest id a document can have: Payload keeps numeric ids, and the relations to them, in
 * `integer` columns on PostgreSQL, which fails a query with a larger number (a 500) where it
 * answers a smaller one that names nothing with a 404. Payload itself answers an id that is no
 * number with a 404 since 3.x; one past the column's range it hands to the database (the same
 * out-of-range failure is open upstream for the document-lock query, payloadcms/payload#14505).
 */
const MAX_ID = 2_147_483_647

/** Whether `value` can be a document's id: a whole number within the id columns' range. */
export const isPossibleId = (value: string) =>
  /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= MAX_ID

/**
 * Whether a CMS API request names a document by an id its collection cannot have (isPossibleId):
 * every collection here has numeric ids. The request is matched against the collection's
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
    return id !== undefined && !isPossibleId(id)
  }
  return false
}
