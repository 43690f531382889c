import type { Where } from 'payload'

/** Documents visitors may see: pages and jobs whose last publication stands (not drafts). */
export const published: Where = { _status: { equals: 'published' } }
