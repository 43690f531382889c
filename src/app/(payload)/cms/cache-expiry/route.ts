import config from '@payload-config'

import { tags } from '@/content/tags'
import { isInternalRequest } from '@/server/internalRequests.mjs'
import { revalidateContent } from '@/utilities/revalidate'

/**
 * Expires every content tag, once, when a single server starts (server.mjs asks with its own
 * token, src/server/internalRequests.mjs). Next keeps the pages it renders in files that outlive
 * the process, but a tag a save expired only in the process's memory: after a crash the server
 * served the page as it was before that save. Every page carries the header's tag, and each of the
 * others is expired too, so the first request for a page after a start renders it from the
 * database. Anyone else gets a 404. Not under /api, whose routes are the public contract
 * (openapi.json).
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request.headers))
    return Response.json({ message: 'Not Found' }, { status: 404 })
  const globals = (await config).globals.map((global) => tags.global(global.slug))
  revalidateContent({}, tags.pages, tags.jobs, ...globals)
  return new Response(null, { status: 204 })
}
