import type { Where } from 'payload'

/**
 * A link to a collection's list in the admin, filtered. The admin's filter controls show a
 * filter written as `or` of `and` groups, so the conditions are wrapped that way.
 */
export function listLink(adminRoute: string, collection: string, conditions: Where[]): string {
  const base = `${adminRoute}/collections/${collection}`
  return conditions.length ? `${base}?${whereQuery({ or: [{ and: conditions }] })}` : base
}

/**
 * A `where` as the admin's list view reads it from its address (`?where[and][0][status][in]=…`),
 * so a link opens the list already filtered.
 */
export function whereQuery(where: Where): string {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, `${key}[${i}]`))
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    } else if (value !== undefined) {
      params.append(key, String(value))
    }
  }
  walk(where, 'where')
  return params.toString()
}
