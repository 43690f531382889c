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
  // A tick the server stopped waiting for may still be at work: never two in one process.
  if (!working)
    working = getPayload({ config })
      .then((payload) => workTickOnce(payload, publishQueue, LEASE_MS))
      .finally(() => (working = null))
  await working
  return new Response(null, { status: 204 })
}

let working: Promise<unknown> | null = null

/**
 * Longer than a tick's work (publishing ten pages takes seconds), and short, since an instance
 * that dies holding the lock keeps the others from publishing until it runs out.
 */
const LEASE_MS = 2 * 60_000
