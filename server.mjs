// @ts-check
// The production server: Next's request handler behind a thin layer that settles, before the app
// sees a request, what only the socket knows (who the client is) and refuses what cannot be read.
// `npm start` runs it; `next start` alone would trust any client's X-Forwarded-For.
import { timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'
import { setTimeout as pause } from 'node:timers/promises'

import next from 'next'

import {
  ALLOWED_METHODS,
  dropInternalHeaders,
  isNotOriginForm,
  isPagePath,
  hasDotSegments,
  isUnreadableTarget,
  namesNoPage,
  PAGE_TARGET_MAX,
  refusedPageBody,
  TARGET_MAX,
} from './src/server/badRequests.mjs'
import { refuse, send } from './src/server/answers.mjs'
import { applyBuiltConfig } from './src/server/builtConfig.mjs'
import { clientKey, settleClientAddress, trustedProxies } from './src/server/clientAddress.mjs'
import { createCompressedAssets } from './src/server/compressedAssets.mjs'
import { limitConnectionsPerClient } from './src/server/connectionLimit.mjs'
import { knownNames, namesNoFile, namesNothing } from './src/server/knownAddresses.mjs'
import { createMicroCache } from './src/server/microCache.mjs'
import { finishResponse } from './src/server/finishResponse.mjs'
import { answerNotFound, completeNotFound } from './src/server/notFoundDocument.mjs'
import { previewRedirect } from './src/server/previewRedirect.mjs'
import { redirectFor } from './src/server/redirects.mjs'
import { isInternalRequest } from './src/server/internalRequests.mjs'
import { settledHeaders } from './src/server/responseHeaders.mjs'
import { isStaffSession, sessionToken } from './src/server/staffSessions.mjs'
import { serverLogger } from './src/server/logger.mjs'
import { countRequest, metrics, routeOf, watchWorkLane } from './src/server/metrics.mjs'
import { inRequest, requestIdOf } from './src/server/requestContext.mjs'
import { metricsReaders, startChecks } from './src/server/productionSafety.mjs'
import { markServer } from './src/server/startedBy.mjs'
import { createLifecycle } from './src/server/lifecycle.mjs'
import {
  costOf,
  createRefusalPacing,
  createWorkGate,
  refusalMessage,
} from './src/server/workGate.mjs'
import { settings } from './src/settings.mjs'
import { NO_STORE, PRIVATE_NO_STORE, REDIRECT_CACHE_CONTROL } from './src/server/cachePolicy.mjs'

const { port } = settings
const trust = trustedProxies(settings.trustedProxies)
const log = serverLogger()
const production = process.env.NODE_ENV === 'production'

// Unsafe production settings stop the start before anything listens (productionSafety.mjs).
const checked = startChecks(settings, production)
for (const warning of checked.warnings) log.warn(warning)
if (checked.refusals.length > 0) {
  for (const refusal of checked.refusals) log.fatal(refusal)
  process.exit(1)
}
const metricsReadBy = metricsReaders(settings.metricsToken, production)

// No hostname for Next itself: given a loopback address (HOSTNAME=127.0.0.1 behind a proxy) it
// told the locale rewrite of every English page (to `localhost`) from its own address and answered
// each with a redirect to itself. The config is the build's (src/server/builtConfig.mjs), with the
// cache handlers this start chooses.
markServer()
applyBuiltConfig('.next', settings.redisUrl)
const app = next({ dev: false, port })
const handle = app.getRequestHandler()
await app.prepare()
const fitNotFound = completeNotFound('.next')
const microCache = createMicroCache()
const compressedAssets = createCompressedAssets('.next')
const workGate = createWorkGate({
  clientConcurrency: settings.loadClientConcurrency,
  clientRate: settings.loadClientRate,
  maxWork: settings.loadMaxWork,
  maxLagMs: settings.loadMaxLagMs,
  workAtOnce: settings.loadWorkAtOnce,
  maxQueued: settings.loadMaxQueued,
  maxWaitMs: settings.loadMaxWaitMs,
  workShare: settings.loadWorkShare / 100,
  refusalPauseMs: settings.loadRefusalPauseMs,
  persistentRefusalPauseMs: settings.loadPersistentRefusalPauseMs,
})
watchWorkLane(workGate.lane)

/**
 * One request on its way through the server.
 *
 * @typedef {object} Exchange
 * @property {import('node:http').IncomingMessage} request
 * @property {import('node:http').ServerResponse} response
 * @property {string} target the request target as sent
 * @property {boolean} page whether the target is a page's address (not a file, an API, the CMS)
 * @property {string} client the client's address (clientAddress.mjs)
 * @property {boolean} internal whether it is one of the server's requests to itself
 * @property {(finisher: import('./src/server/finishResponse.mjs').Finisher) => void} finish
 *   adds to what finishes the answer, whoever writes it (finishResponse.mjs)
 * @property {boolean} [namesNothing] set by `recognizeAddress`: a page address or a public file
 *   (or a size of one) that names nothing
 */

/**
 * A step answers the request and returns true, or returns false for the next step to see it.
 *
 * @typedef {(exchange: Exchange) => boolean | Promise<boolean>} Step
 */

/** @type {Step} */
const refuseNonPath = ({ response, target }) => {
  if (!isNotOriginForm(target)) return false
  refuse(response, 400, 'The target of this request is not a path.')
  return true
}

/**
 * Metrics and readiness, answered here and left out of what the site's headers say.
 *
 * @param {Exchange} exchange
 * @returns {Promise<boolean>}
 */
const answerOperators = async ({ request, response, target }) => {
  if (METRICS.test(target)) {
    await answerMetrics(request, response)
    return true
  }
  if (!READY.test(target)) return false
  const status = lifecycle.status()
  send(
    response,
    status === 'ready' ? 200 : 503,
    { 'content-type': 'application/json', 'cache-control': NO_STORE },
    JSON.stringify({ status }),
  )
  return true
}

/**
 * Every answer from here on is finished with the site's headers.
 *
 * @type {Step}
 */
const settleHeaders = ({ response, target, finish }) => {
  // While draining, each answer ends its connection: a client's next request opens a new one,
  // which the balancer gives to another instance.
  if (lifecycle.draining()) response.setHeader('connection', 'close')
  finish(settledHeaders(response, target, settings.configuredSiteUrl))
  return false
}

/**
 * A connection past its client's bound (connectionLimit.mjs) is told to wait, and closed after.
 *
 * @type {Step}
 */
const refuseConnectionPastBound = (exchange) => {
  const { request, response, client } = exchange
  if (!connectionLimit.pastBound(request.socket)) return false
  response.setHeader('connection', 'close')
  metrics().refused.inc({ status: '429' })
  const refusal = /** @type {const} */ ({ status: 429, retryAfter: 1, reason: 'client' })
  refuseLater(exchange, { ...refusal, pauseMs: settings.loadRefusalPauseMs }, clientKey(client))
  return true
}

/**
 * What cannot be read, or cannot name anything, is refused before the app.
 *
 * @type {Step}
 */
const refuseUnreadable = ({ request, response, target, page }) => {
  if (!ALLOWED_METHODS.includes(request.method ?? '')) {
    refuse(response, 405, 'This method is not answered here.', {
      allow: ALLOWED_METHODS.join(', '),
    })
    return true
  }
  if (target.length > (page ? PAGE_TARGET_MAX : TARGET_MAX)) {
    refuse(response, 414, 'The address of this request is too long.')
    return true
  }
  if (isUnreadableTarget(target)) {
    refuse(response, 400, 'The address of this request cannot be read.')
    return true
  }
  if (hasDotSegments(target)) {
    refuse(response, 400, 'The address of this request has dot segments; send it resolved.')
    return true
  }
  if (page && namesNoPage(target)) {
    refuse(response, 404, 'No page has this address.')
    return true
  }
  const refused = page ? refusedPageBody(request.method, request.headers) : null
  if (!refused) return false
  refuse(response, refused.status, refused.message, refused.headers)
  return true
}

/** @type {Step} */
const redirectPreview = ({ response, target, page }) => {
  const preview = page ? previewRedirect(target) : null
  if (!preview) return false
  send(response, 307, { location: preview, 'cache-control': PRIVATE_NO_STORE })
  return true
}

/** @type {Step} */
const serveCompressedAsset = ({ request, response }) => compressedAssets(request, response)

/**
 * A fresh copy answers; otherwise the app's answer may be kept.
 *
 * @type {Step}
 */
const answerFromCopy = ({ request, response, finish }) => {
  if (microCache.answer(request, response)) {
    answeredFromCache.add(response)
    return true
  }
  const keeping = microCache.keeping(request, response)
  if (keeping) finish(keeping)
  return false
}

/**
 * An address or file that names nothing is answered without the app (`answerUnknownAddress`); an
 * old address with a redirect is answered here, as cheaply as a cached page.
 *
 * @type {Step}
 */
const recognizeAddress = (exchange) => {
  const names = knownNames()
  exchange.namesNothing = exchange.page
    ? namesNothing(exchange.target, names)
    : namesNoFile(exchange.request.method, exchange.target, names)
  const redirect =
    exchange.page && exchange.namesNothing ? redirectFor(exchange.target, names?.redirects) : null
  if (!redirect) return false
  send(exchange.response, redirect.permanent ? 301 : 302, {
    location: redirect.location,
    'cache-control': REDIRECT_CACHE_CONTROL,
  })
  return true
}

/**
 * Work a stranger can cause is admitted within bounds (workGate.mjs). An address that names
 * nothing is held to the same rate per client as searches, so a scanner's thousands of addresses
 * are refused too (a made-up file, to that of files), but it takes no turn of the app's: it is
 * answered without it. The server's own requests (scheduled publishing) are its work, not a
 * client's.
 *
 * @param {Exchange} exchange
 * @returns {Promise<boolean>}
 */
const admitWork = async (exchange) => {
  const { request, response, target, page, client, internal, namesNothing } = exchange
  const cost = internal ? null : page && namesNothing ? 'unknown' : costOf(request.method, target)
  if (!cost) return false
  const staff = cost !== 'files' && (await isStaffSession(request.headers))
  const key = clientKey(client)
  // One listener for both (Next adds several of its own to a rendered page's response, and Node
  // warns of a leak past ten): a client that goes while its request waits for a turn gives the
  // turn up, and an admitted request's turn is released when its response ends or its connection
  // goes ('close' comes once, either way).
  const gone = cost === 'work' || cost === 'render' ? new AbortController() : null
  /** @type {(() => void) | null} */
  let release = null
  response.once('close', () => {
    gone?.abort()
    release?.()
  })
  const admitted = await workGate.admit(cost, key, staff, gone?.signal)
  if ('refused' in admitted) {
    metrics().refused.inc({ status: String(admitted.refused.status) })
    refuseLater(exchange, admitted.refused, key)
    return true
  }
  // Gone while it was admitted: its 'close' has come already.
  if (response.destroyed) admitted.done()
  else release = admitted.done
  return response.destroyed
}

/**
 * The wait of such an answer. A refusal's 40 ms (LOAD_REFUSAL_PAUSE_MS) held a crowd of 5,000
 * addresses at 20 connections so far back that the server answered 0.68 of what it answers alone
 * in one CI run (the bound is 0.8), while the visitor kept 0.49 of its rate where its share of the
 * connections is 0.09; at 10 ms the visitor kept 0.83 and the server 1.22 (npm run bench:overload
 * -- crowd-made-up).
 */
const UNKNOWN_ADDRESS_PAUSE_MS = 10

/**
 * An address that names nothing is answered without the app, at about a cached page's cost. While
 * the event loop has no time to spare, its answer waits a moment on a timer: a crowd of scanners
 * then gets fewer answers a second, and the visitors' pages the loop (workLane.mjs).
 *
 * @type {Step}
 */
const answerUnknownAddress = (exchange) => {
  if (!exchange.namesNothing) return false
  if (!workGate.saturated()) return answerNothing(exchange)
  return pause(UNKNOWN_ADDRESS_PAUSE_MS).then(
    () => exchange.response.destroyed || answerNothing(exchange),
  )
}

/** @type {Step} */
const answerNothing = ({ request, response, page }) => {
  if (page) return answerNotFound('.next', request, response)
  if (!sessionToken(request.headers)) return answerNoFile(response)
  // A file just uploaded through another instance is known here a moment later: the editor who
  // sent it sees it at once, from the app.
  return isStaffSession(request.headers).then((staff) => !staff && answerNoFile(response))
}

/**
 * As Payload answers a name with no file (src/uploads/serving.ts); the image optimizer's own 404
 * says no more.
 *
 * @param {import('node:http').ServerResponse} response
 */
function answerNoFile(response) {
  refuse(response, 404, 'File not found.')
  return true
}

/**
 * The app answers; a page's 404 gets the whole not-found document.
 *
 * @type {Step}
 */
const renderWithApp = ({ request, response, target, page, finish }) => {
  // The admin has a not-found screen of its own.
  const notFound = page && !/^\/admin(?:[/?]|$)/.test(target) ? fitNotFound(request) : null
  if (notFound) finish(notFound)
  void handle(request, response)
  return true
}

/** The server's steps, in the order a request meets them. */
const steps = [
  refuseNonPath,
  answerOperators,
  settleHeaders,
  refuseConnectionPastBound,
  refuseUnreadable,
  redirectPreview,
  serveCompressedAsset,
  answerFromCopy,
  recognizeAddress,
  admitWork,
  answerUnknownAddress,
  renderWithApp,
]

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Exchange['finish']} finish
 */
async function serve(request, response, finish) {
  const internal = INTERNAL_ROUTES.test(request.url ?? '') && isInternalRequest(request.headers)
  if (lifecycle.startedUp && !internal) await lifecycle.startedUp
  if (response.destroyed) return
  const client = settleClientAddress(request, trust)
  dropInternalHeaders(request)
  const target = request.url ?? '/'
  /** @type {Exchange} */
  const exchange = { request, response, target, page: isPagePath(target), client, internal, finish }
  for (const step of steps) {
    // Most steps answer at once; awaiting their boolean would cost every request a promise turn.
    const answered = step(exchange)
    if (answered === true || (answered !== false && (await answered))) return
  }
}

/** The app's routes the server asks itself (src/server/internalRequests.mjs). */
const INTERNAL_ROUTES = /^\/cms\/(?:cache-expiry|scheduled-publishing)$/

/** Operators' metrics, answered here and left out of what they count. */
const METRICS = /^\/metrics(?:\?|$)/
/** Readiness, answered here: its 503 while starting or draining is news, not a failure. */
const READY = /^\/api\/ready(?:\?|$)/

/** Answers the one-second cache gave, told apart from the app's own in the metrics. */
const answeredFromCache = new WeakSet()

/**
 * Metrics at /metrics, for operators only: with METRICS_TOKEN set, to `Authorization: Bearer
 * <token>`; without it, to nobody in production and to connections from this machine elsewhere
 * (metricsReaders). Anyone else is told there is no page.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
async function answerMetrics(request, response) {
  const token = settings.metricsToken
  const given = Buffer.from(request.headers.authorization ?? '')
  const allowed =
    metricsReadBy === 'token' && token
      ? given.length === token.length + 7 && timingSafeEqual(given, Buffer.from(`Bearer ${token}`))
      : metricsReadBy === 'loopback' &&
        /^(?:127\.|::1$|::ffff:127\.)/.test(request.socket.remoteAddress ?? '')
  if (!allowed) {
    refuse(response, 404, 'No page has this address.')
    return
  }
  const { registry } = metrics()
  const body = await registry.metrics()
  send(response, 200, { 'content-type': registry.contentType, 'cache-control': NO_STORE }, body)
}

/**
 * Counts the request when its answer ends (or its connection goes), and logs it: every request at
 * `debug` (an access log, LOG_LEVEL=debug), a failure (5xx) as an error and an answer slower than
 * a second as a warning. The address is logged without its query, which may hold what a visitor
 * typed; files are named by their route only.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} requestId
 */
function observe(request, response, requestId) {
  const started = performance.now()
  // 'close' comes once, after the answer ended or when its connection went.
  response.once('close', () => {
    const target = request.url ?? '/'
    if (METRICS.test(target)) return
    const page = isPagePath(target)
    const route = routeOf(target, page)
    const seconds = (performance.now() - started) / 1000
    const status = response.writableFinished ? response.statusCode : 0
    const nextCache = response.getHeader('x-nextjs-cache')
    const cache = answeredFromCache.has(response)
      ? 'server'
      : page && typeof nextCache === 'string'
        ? nextCache.toLowerCase()
        : undefined
    // A method the server refuses is counted as 'other': a label's values stay a known few.
    const method = ALLOWED_METHODS.includes(request.method ?? '') ? (request.method ?? '') : 'other'
    countRequest({ route, method, status, seconds, cache })
    const line = {
      requestId,
      method: request.method,
      path: page || route.startsWith('/api/') ? target.split('?', 1)[0] : route,
      status,
      ms: Math.round(seconds * 1000),
    }
    if (status >= 500 && !READY.test(target)) log.error(line, 'request failed')
    else if (seconds >= 1) log.warn(line, 'slow answer')
    else log.debug(line, 'request')
  })
}

// A failure of this layer's own code is answered, never left hanging with its work slot held.
// Each request runs with its id (X-Request-Id, also sent back), which every log line written while
// it runs carries, Payload's included.
const server = createServer((request, response) => {
  const requestId = requestIdOf(
    request.headers['x-request-id'],
    trust(request.socket.remoteAddress ?? '', 0),
  )
  request.headers['x-request-id'] = requestId
  response.setHeader('x-request-id', requestId)
  observe(request, response, requestId)
  const finish = finishResponse(response)
  inRequest(requestId, () =>
    serve(request, response, finish).catch((err) => {
      log.error({ err }, 'a request failed before the app')
      if (!response.headersSent) refuse(response, 500, 'The server failed to answer this request.')
      else response.destroy()
    }),
  )
})
// A server that cannot listen (its port taken) stops: Next's handler of uncaught exceptions would
// log the error and keep a process that serves nothing, which a process manager takes as running.
// Any other error of the server (a connection it could not accept, out of file descriptors under a
// flood) passes, and the server goes on.
server.on('error', (/** @type {NodeJS.ErrnoException} */ err) => {
  if (err.syscall !== 'listen') {
    log.error({ err }, 'the server failed to take a connection')
    return
  }
  log.fatal({ err }, 'the server cannot listen')
  process.exit(1)
})
const connectionLimit = limitConnectionsPerClient(server, trust, settings.loadClientConnections)
server.maxConnections = settings.loadMaxConnections
// A request (its head and body) must arrive within two minutes: time enough for the largest
// upload (25 MB) on a slow line, not for a client that holds a work slot by trickling its body.
server.requestTimeout = 120_000
/**
 * A refusal of the work gate, sent after a pause (workGate.mjs): a client refused at once comes
 * straight back, and one client's thousands of refusals a second took half the event loop from
 * everyone else. The pause holds a timer, not the loop, and runs from the same client's previous
 * refusal on the connection (createRefusalPacing).
 *
 * @param {Exchange} exchange
 * @param {import('./src/server/workGate.mjs').Refusal} refused
 * @param {string} key clientKey of the request's client
 */
function refuseLater({ request, response, target }, refused, key) {
  setTimeout(
    () => {
      if (response.destroyed) return
      refuse(response, refused.status, refusalMessage(refused, target), {
        'retry-after': String(refused.retryAfter),
      })
    },
    refusalPacing.delay(request.socket, key, refused.pauseMs, performance.now()),
  )
}
const refusalPacing = createRefusalPacing()

// Idle connections stay open longer than clients and proxies keep theirs (Node's default is 5 s),
// so no client reuses a socket at the moment the server closes it (ECONNRESET).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
const lifecycle = createLifecycle(server, log, { known: workGate.lagKnown, ms: workGate.lagMs })
lifecycle.listen()
