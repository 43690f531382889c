// @ts-check
import { internalHeaders } from './internalRequests.mjs'
import { settings } from '../settings.mjs'

/**
 * The server's life from listening to exit: the work of its start (the cached pages expired, the
 * search index built) before it says it is ready, the scheduled-publishing tick while it runs, and
 * a stop that drops no request.
 *
 * @typedef {'starting' | 'ready' | 'draining'} Status
 * @typedef {object} Lifecycle
 * @property {Promise<unknown> | null} startedUp what a visitor's request waits for first: the
 *   expiry of the pages cached before this start, where the server does it itself
 * @property {() => Status} status what GET /api/ready says
 * @property {() => boolean} draining whether the server is stopping: answers close their
 *   connections
 * @property {() => void} listen starts listening, and the work that follows
 */

/**
 * @param {import('node:http').Server} server
 * @param {import('pino').Logger} log
 * @param {{ known: () => boolean, ms: () => number }} lag the event loop's delay (workGate.mjs)
 * @returns {Lifecycle}
 */
export function createLifecycle(server, log, lag) {
  const { port, hostname } = settings
  // A single server expires every content tag once it has started
  // (src/app/(payload)/cms/cache-expiry): the pages Next rendered before a crash are kept in
  // files, the expiries of later saves were not. With Redis the expiries are kept there. Requests
  // wait for it, apart from the server's own (internalRequests.mjs).
  const expiresAtStart = !settings.redisUrl
  /** @type {() => void} */
  let started = () => undefined
  const startedUp = expiresAtStart
    ? new Promise((resolve) => (started = () => resolve(undefined)))
    : null
  /**
   * Whether a balancer may send this instance traffic (GET /api/ready): from when it listens, the
   * pages cached before its start are expired, the search index is built and its event loop has
   * caught up with the start, until it is told to stop.
   */
  let ready = false
  let draining = false

  /**
   * Ready once the event loop's delay, measured over a second at least, is within
   * LOAD_MAX_LAG_MS: just after a start it is not (the modules compile, the caches fill), and the
   * load bounds would answer the first requests a balancer sends with 503. Only the start waits
   * for it: an instance that turned unready whenever it is busy would push its load onto the
   * others until all are.
   */
  function becomeReady() {
    const settled = setInterval(() => {
      if (draining || !lag.known() || lag.ms() > settings.loadMaxLagMs) return
      clearInterval(settled)
      ready = true
    }, 100).unref()
  }

  /**
   * This server's own address, for the requests it sends itself.
   *
   * @param {string} path
   */
  function selfUrl(path) {
    const self = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
    return `http://${self.includes(':') ? `[${self}]` : self}:${port}${path}`
  }

  /**
   * Builds the site search's index before the instance says it is ready: the first search of a
   * server reads every published page (seconds at a large site), and neither a visitor nor a
   * client sending a search a second should be the one who waits for it or pays for it. Asked as
   * a visitor's search is, again while the server answers that it is busy starting; a failure is
   * logged and the next search tries again.
   */
  async function buildSearchIndex() {
    const deadline = AbortSignal.timeout(SEARCH_INDEX_WAIT_MS)
    const startedAt = performance.now()
    for (;;) {
      const answer = await fetch(selfUrl('/api/search?q=insurance&lang=en'), {
        signal: deadline,
      }).catch((/** @type {unknown} */ err) => err)
      if (answer instanceof Response) {
        await answer.arrayBuffer().catch(() => undefined)
        if (answer.ok) {
          log.info(`Search index built in ${Math.round(performance.now() - startedAt)} ms`)
          return
        }
        if ((answer.status === 503 || answer.status === 429) && !deadline.aborted) {
          await new Promise((resolve) => setTimeout(resolve, 1000))
          continue
        }
      }
      log.error(
        { err: answer instanceof Response ? new Error(`status ${answer.status}`) : answer },
        'building the search index at start failed',
      )
      return
    }
  }

  /**
   * Publishes and unpublishes what editors scheduled, every SCHEDULED_PUBLISH_TICK_MS: asks the
   * app's route for it (src/app/(payload)/cms/scheduled-publishing), since Next expires the cached
   * pages only inside a request. Every instance asks; the route works on one at a time. A tick
   * still under way when the next is due lets it pass; a failed one is logged and the next tries
   * again.
   */
  function runScheduledPublishing() {
    let running = false
    setInterval(() => {
      if (running || draining) return
      running = true
      fetch(selfUrl('/cms/scheduled-publishing'), {
        method: 'POST',
        headers: internalHeaders(),
        signal: AbortSignal.timeout(SCHEDULED_PUBLISHING_WAIT_MS),
      })
        .then(async (answer) => {
          await answer.arrayBuffer()
          if (answer.status !== 204) throw new Error(`status ${answer.status}`)
        })
        .catch((err) => log.error({ err }, 'running scheduled publishing failed'))
        .finally(() => (running = false))
    }, settings.scheduledPublishTickMs).unref()
  }

  /**
   * A stop without a dropped request (a rolling deploy): on SIGTERM /api/ready turns 503 at once
   * and the server goes on answering for SHUTDOWN_DRAIN_MS, so a balancer that checks readiness
   * stops sending it requests; answers meanwhile close their connections. Then it stops
   * listening, closes idle connections, lets the requests under way finish, and exits, after
   * SHUTDOWN_TIMEOUT_MS at the latest. Scheduled work cut short is taken up again at the next tick
   * (emails are released, deletions go on where they stopped). SIGINT (Ctrl-C at a terminal)
   * skips the drain, and a second one exits at once. A second SIGTERM changes nothing: a process
   * manager that signals every process of `npm start` reaches this one twice (once through
   * scripts/start.mjs).
   *
   * @param {NodeJS.Signals} signal
   */
  function shutDown(signal) {
    if (draining) {
      if (signal === 'SIGINT') process.exit(0)
      return
    }
    draining = true
    const drainMs = signal === 'SIGTERM' ? settings.shutdownDrainMs : 0
    log.info(`Stopping: draining for ${drainMs} ms`)
    setTimeout(() => {
      log.warn('Stopped with requests still under way: SHUTDOWN_TIMEOUT_MS ran out')
      process.exit(0)
    }, settings.shutdownTimeoutMs).unref()
    setTimeout(() => {
      server.close(() => {
        log.info('Stopped: every request answered')
        process.exit(0)
      })
      // A kept-alive connection whose request was under way becomes idle only when it is answered.
      setInterval(() => server.closeIdleConnections(), 100).unref()
    }, drainMs).unref()
  }

  return {
    startedUp,
    status: () => (draining ? 'draining' : ready ? 'ready' : 'starting'),
    draining: () => draining,
    listen() {
      for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
        process.on(signal, shutDown)
      server.listen(port, hostname, () => {
        log.info(`Serving on http://localhost:${port}`)
        const expired = expiresAtStart
          ? fetch(selfUrl('/cms/cache-expiry'), { method: 'POST', headers: internalHeaders() })
              .then((answer) => {
                if (answer.status !== 204) throw new Error(`status ${answer.status}`)
              })
              .catch((err) => log.error({ err }, 'expiring the cached pages at start failed'))
              .finally(started)
          : Promise.resolve()
        void expired.then(buildSearchIndex).then(becomeReady)
        runScheduledPublishing()
      })
    },
  }
}

/** How long readiness waits for the search index; past it the index goes on building. */
const SEARCH_INDEX_WAIT_MS = 60_000

/** Longer than publishing ten pages takes; a tick that hangs past it lets the next one run. */
const SCHEDULED_PUBLISHING_WAIT_MS = 5 * 60_000
