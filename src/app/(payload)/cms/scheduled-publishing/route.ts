import config from '@payload-config'
import { getPayload } from 'payload'

import { isInternalRequest } from '@/server/internalRequests.mjs'
import { workTickOnce } from '@/tasks/runOnce'
import { publishQueue } from '@/tasks/scheduledPublishing'

/**
 * Publishes and unpublishes what editors scheduled for now or earlier, on one instance at a time
 * (the queue's lock, src/tasks/runOnce.ts). server.mjs asks for it with its own token every few
 * seconds; anyone else gets a 404. A route rather than a timer in the process: the pages' hooks
 * expire the cached pages, and Next expires a tag only inside a request.
 */
export async function POST(request: Request) {
  if (!isInternalRequest(request.headers))
    return Response.json({ message: 'Not Found' }, { status: 404 })
  await workTickOnce(await getPayload({ config }), publishQueue)
  return new Response(null, { status: 204 })
}
