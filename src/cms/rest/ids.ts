import type { SanitizedConfig } from 'payload'

type Endpoint = { method: string; path: string }

/** Whether `path` (e.g. `/versions/:id`) matches `segments`, and what `:id` it binds. */
function match(path: string, segments: string[]): { id?: string } | null {
  const parts = path.split('/').filter(Boolean)
  const bound: { id?: string } = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return null
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (part.endsWith('?')) continue
        return null
      }
      if (part.replace('?', '') === ':id') bound.id = segment
      continue
    }
    if (part !== segment) return null
  }
  return bound
}

/**
 * Whether a CMS API request names a document by an id its collection cannot have. Every
 * collection here has numeric ids; Payload passes `/cms/api/pages/abc` to the database, which
 * fails (a 500 on PostgreSQL and SQLite alike). The request is matched against the collection's
 * own endpoints as Payload does, in order, so `/users/me` or a preference key is left alone.
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
  for (const endpoint of endpoints) {
    if (endpoint.method.toLowerCase() !== method.toLowerCase()) continue
    const bound = match(endpoint.path, rest)
    if (!bound) continue
    return bound.id !== undefined && !/^\d{1,15}$/.test(bound.id)
  }
  return false
}
