import { connection } from 'next/server'

import { serverLogger } from '@/server/logger.mjs'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { NO_STORE_HEADERS } from '@/server/cachePolicy.mjs'

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export async function GET() {
  // Answer from the database at request time, never from a response prerendered at build time.
  await connection()
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'pages', overrideAccess: true })
    return Response.json({ status: 'ok', db: 'ok' }, { headers: NO_STORE_HEADERS })
  } catch (err) {
    serverLogger().error({ err }, 'health check: the database did not answer')
    return Response.json(
      { status: 'error', db: 'unreachable' },
      { status: 503, headers: NO_STORE_HEADERS },
    )
  }
}
