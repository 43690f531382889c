import type { Instrumentation } from 'next'

import { settings } from '@/settings.mjs'

import { serverLogger } from './logger.mjs'

/**
 * Runs once when the server starts. Payload starts its scheduled jobs (jobs.autoRun in the Payload
 * config) only for an instance asked for with `cron: true`; asking here means they run from boot,
 * not from the first admin visit. `next build` loads this file too, and must not start them.
 *
 * A server that stopped abruptly (a crash, a kill) may have left files of submissions that never
 * committed; they are swept as soon as it starts (beside the first requests) rather than at night. It may also have been
 * sending emails: their jobs stay marked as running and no runner would pick them up again, so they
 * are released (an email may then go out twice, never not at all).
 *
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, Next's spans (each request, render and route handler) are
 * sent there as OpenTelemetry traces (`@vercel/otel`, docs/deploy.md "Signals"), without query strings.
 */
export async function startOnServer() {
  if (settings.otelEndpoint) {
    const [{ registerOTel }, { pathOnlySpans }] = await Promise.all([
      import('@vercel/otel'),
      import('./pathOnlySpans'),
    ])
    registerOTel({
      serviceName: settings.otelServiceName,
      spanProcessors: [pathOnlySpans, 'auto'],
    })
  }
  const { startedByServer } = await import('./startedBy.mjs')
  if (process.env.NODE_ENV === 'production' && !startedByServer()) {
    // `next start` would serve the site without the client's real address, the security headers,
    // the shared-cache policy and the bounds on work that server.mjs adds: refuse, and say how.
    console.error(
      'This site is served by server.mjs, not `next start`: run `npm start` (or `npm run serve` on an ' +
        'existing build). server.mjs sets the security headers and the cache policy, works out the ' +
        "client's address (TRUSTED_PROXIES) and bounds the work a client can cause.",
    )
    process.exit(1)
  }
  const [
    { getPayload },
    { default: config },
    { sweepOrphanFiles },
    { startEmailRunner },
    { startKnownNames },
    { keepPlannerStatistics },
  ] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/tasks/sweepOrphanFiles'),
    import('@/tasks/runOnce'),
    import('@/content/knownNames'),
    import('@/database/plannerStatistics'),
  ])
  // With REDIS_URL the connection is opened now, so the first requests already count in Redis.
  if (settings.redisUrl) (await import('@/utilities/redis')).sharedRedis()
  const payload = await getPayload({ config, cron: true })
  // Before the first query: SQLite without statistics may walk a whole table for one row.
  await keepPlannerStatistics(payload)
  // In the background: at ten years of submissions the sweep walks millions of rows and files, a
  // page at a time, and the site serves meanwhile.
  void sweepOrphanFiles(payload).then(
    ({ rows, files }) =>
      payload.logger.info(`Orphan sweep at start finished: ${rows} rows, ${files} files removed`),
    (err: unknown) => payload.logger.error({ err, msg: 'Sweeping orphan files at start failed' }),
  )
  startEmailRunner(payload)
  // Addresses that name no page are answered before the app once the names are known.
  await startKnownNames(payload)
  // Staff sessions get a larger budget of work (src/server/workGate.mjs): a token Payload signed
  // and that has not expired (without reading the user).
  const { publishSessionCheck, signedWith } = await import('./staffSessions.mjs')
  publishSessionCheck(signedWith(payload.secret))
}

/**
 * An error the app did not answer itself (a render or a route handler that threw), logged as one
 * JSON line with the request's id (src/server/logger.mjs), its method and its path without the
 * query; Next also prints it as it always does.
 */
export const logRequestError: Instrumentation.onRequestError = (err, request, context) => {
  const requestId = request.headers['x-request-id']
  serverLogger().error(
    {
      err,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      method: request.method,
      path: request.path.split('?', 1)[0],
      route: context.routePath,
    },
    'the app failed to answer a request',
  )
}
