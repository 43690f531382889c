import type { Where } from 'payload'

import { whereQuery } from '@/deadlines/filters'

/**
 * A link to a collection's list in the admin, filtered. The admin's filter controls show a
 * filter written as `or` of `and` groups, so the conditions are wrapped that way.
 */
export function listLink(adminRoute: string, collection: string, conditions: Where[]): string {
  const base = `${adminRoute}/collections/${collection}`
  return conditions.length ? `${base}?${whereQuery({ or: [{ and: conditions }] })}` : base
}
