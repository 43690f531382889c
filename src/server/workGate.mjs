// @ts-check
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { RateLimiterMemory } from 'rate-limiter-flexible'

import { publicFileCollections } from './knownAddresses.mjs'
import { createWorkLane } from './workLane.mjs'

/**
 * Bounds on the work strangers can make the server do. A cached page costs the server little; a
 * search, a form, a CMS read or an admin screen runs the app on the one event loop that also
 * serves every visitor's cached pages. One client with a few connections could keep it busy (a
 * visitor's page went from 2,300 to 3 a second while one client posted forms). So such work is
 * admitted per client address within a rate and a number at once, then takes its turn with
 * everyone's within the share of the event loop visitors leave (workLane.mjs), and none is
 * admitted while the loop lags; past any bound the request is answered 429 or 503 with
 * `Retry-After` before the app sees it, which costs about what a static file does.
 *
 * The event-loop delay is Fastify's under-pressure idea with Node's own histogram; the rate is
 * rate-limiter-flexible's, as for the forms. Settings: src/settings.mjs, docs/deploy.md "Load bounds".
 */

/** Public files: the pages' images and documents, read from the upload folders or the bucket. */
const PUBLIC_FILE = new RegExp(`^/cms/api/(?:${publicFileCollections.join('|')})/file/`)
/** Next's image optimizer: reads a public file and, the first time, resizes it. */
const OPTIMIZED_IMAGE = /^\/_next\/image(?:\?|$)/
/** The admin and the CMS API: staff work, rendered or queried on every request. */
const STAFF_AREA = /^\/(?:admin|cms)(?:[/?]|$)/

/**
 * @typedef {'work' | 'render' | 'files' | 'unknown'} Kind what a request costs: the app's work,
 *   a page rendered for this request alone (the costliest work a stranger can ask for), a public
 *   file, or an address that names nothing (answered without the app, held to a client's rate)
 */

/**
 * How much of a client's rate one page render takes: a job search renders a whole page (about
 * ten times an API read's time), so a stranger gets fewer of them a second than of other work.
 */
const RENDER_WEIGHT = 2

/** Pages rendered for each request: the filtered job list, site search, previews, the account page. */
const PER_REQUEST_PAGE = /^(?:\/ar)?\/(?:career-openings\/search|search$|preview\/|account(?:\/|$))/
/** The job list, filtered by its query (rewritten to `/career-openings/search`). */
const JOB_LIST = /^(?:\/ar)?\/career-openings$/
const JOB_FILTER = /(?:^|&)(?:title|location)=[^&]/
/** Drafts for an external front end: read from the database on every request. */
const API_PREVIEW = /^\/api\/page-previews\//

/**
 * What the request costs the server beyond what a cache answers, or null when a cache answers it.
 * Work is a method other than GET or HEAD, the admin or the CMS API, an API read with a query
 * (other than Next's `_rsc` cache key) or a preview; renders are the pages rendered per request
 * (counted as work, at RENDER_WEIGHT times the rate). Files are
 * the public uploads and their optimized sizes: a page asks for several at once, and a made-up name
 * still costs a database read. Any other page is served from the cache whatever its query (a
 * campaign's `utm_` parameters), Next's build files from memory, and addresses that name nothing
 * never reach the app (knownAddresses.mjs).
 *
 * @param {string | undefined} method
 * @param {string} target
 * @returns {Kind | null}
 */
export function costOf(method, target) {
  if (method !== 'GET' && method !== 'HEAD') return 'work'
  const [path = '/', query = ''] = target.split('?', 2)
  if (OPTIMIZED_IMAGE.test(target) || PUBLIC_FILE.test(path)) return 'files'
  if (path.startsWith('/_next/')) return null
  if (STAFF_AREA.test(path) || API_PREVIEW.test(path)) return 'work'
  if (path.startsWith('/api/'))
    return query.split('&').some((pair) => pair !== '' && !pair.startsWith('_rsc=')) ? 'work' : null
  if (PER_REQUEST_PAGE.test(path) || (JOB_LIST.test(path) && JOB_FILTER.test(query)))
    return 'render'
  return null
}

/**
 * @typedef {{ status: 429 | 503, retryAfter: number, reason: 'client' | 'rate' | 'busy',
 *   pauseMs: number }} Refusal
 *   `reason`: the client has too many requests (or connections) at once, asks too fast (its
 *   rate a second), or the server is busy; `pauseMs`: how long to hold the refusal before sending it
 * @typedef {{ clientConcurrency: number, clientRate: number, maxWork: number, maxLagMs: number,
 *   workAtOnce: number, maxQueued: number, maxWaitMs: number, workShare: number,
 *   refusalPauseMs: number, persistentRefusalPauseMs: number }} Bounds
 *   `workAtOnce`: visitors' uncached requests under way at once, in the lane
 *   `workShare`: the share of the loop (0 to 1) visitors' uncached work keeps while it is saturated
 */

/**
 * Refusals a client may get in a second before each further one is held for the longer pause. A
 * browser that asks too fast is refused a few times and told quickly; a client refused more often
 * than this is a program that ignores `Retry-After`, and every refusal it is sent at once comes
 * straight back: at 50 connections, one such client's refusals took over half the event loop from
 * the visitors on a slow machine (tests/reliability/overload.test.ts).
 */
const REFUSALS_BEFORE_PERSISTENT = 10

/**
 * Each kind's bounds as multiples of the settings. A signed-in editor's admin asks for many screens
 * and CMS reads at once; a page shows several pictures at once.
 */
const BUDGETS = {
  visitor: { concurrency: 1, rate: 1 },
  staff: { concurrency: 5, rate: 5 },
  files: { concurrency: 4, rate: 4 },
}

/**
 * @param {Bounds} bounds
 * @param {{ lagMs?: () => number }} [probe] the current event-loop delay, for tests
 */
export function createWorkGate(bounds, probe = {}) {
  const { lagMs, lagKnown } = probe.lagMs
    ? { lagMs: probe.lagMs, lagKnown: () => true }
    : watchEventLoop()
  const lane = createWorkLane({
    maxWork: bounds.workAtOnce,
    maxQueued: bounds.maxQueued,
    maxWaitMs: bounds.maxWaitMs,
    minShare: bounds.workShare,
  })
  /** @type {Map<string, number>} work under way per client key, and per budget and client key */
  const underWay = new Map()
  /** Staff work and files under way, which the lane does not count. */
  let total = 0
  /** @param {keyof typeof BUDGETS} budget */
  const perSecond = (budget) =>
    new RateLimiterMemory({ points: bounds.clientRate * BUDGETS[budget].rate, duration: 1 })
  const rates = {
    visitor: perSecond('visitor'),
    staff: perSecond('staff'),
    files: perSecond('files'),
  }
  const refusals = new RateLimiterMemory({ points: REFUSALS_BEFORE_PERSISTENT, duration: 1 })

  /**
   * @param {Omit<Refusal, 'pauseMs'>} refusal
   * @param {string} key
   * @returns {Promise<{ refused: Refusal }>}
   */
  async function refuse(refusal, key) {
    const persistent = await refusals.consume(key).then(
      () => false,
      () => true,
    )
    const pauseMs = persistent ? bounds.persistentRefusalPauseMs : bounds.refusalPauseMs
    return { refused: { ...refusal, pauseMs } }
  }

  /**
   * Admits one request's work, or says why not. Call `done` once the response has closed.
   *
   * @param {Kind} kind
   * @param {string} key clientKey of the request's client
   * @param {boolean} staff whether the request carries a staff session (staffSessions.mjs)
   * @param {AbortSignal} [gone] aborts when the client goes, while the request waits its turn
   * @returns {Promise<{ refused: Refusal } | { done: () => void }>}
   */
  async function admit(kind, key, staff, gone) {
    /** @type {keyof typeof BUDGETS} */
    const budget = kind === 'files' ? 'files' : staff ? 'staff' : 'visitor'
    const perClient = bounds.clientConcurrency * BUDGETS[budget].concurrency
    const counted = `${budget} ${key}`
    const mine = underWay.get(counted) ?? 0
    // However its requests are counted, one client holds at most half the overall bound.
    const allMine = underWay.get(key) ?? 0
    if (mine >= perClient || allMine >= Math.max(1, Math.floor(bounds.maxWork / 2)))
      return refuse({ status: 429, retryAfter: 1, reason: 'client' }, key)
    // Visitors' work takes turns in the lane; staff work and files are held to the number at
    // once; an address that names nothing is answered without the app.
    const inLane = budget === 'visitor' && kind !== 'unknown'
    const held = budget !== 'visitor'
    if (lagMs() > bounds.maxLagMs || (held && total >= bounds.maxWork))
      return refuse({ status: 503, retryAfter: 1, reason: 'busy' }, key)
    // Counted before the rate is asked, so requests arriving together cannot all pass the check.
    underWay.set(counted, mine + 1)
    underWay.set(key, allMine + 1)
    if (held) total++
    let released = false
    /** @type {(() => void) | null} */
    let leave = null
    const done = () => {
      if (released) return
      released = true
      leave?.()
      if (held) total--
      for (const name of [counted, key]) {
        const left = (underWay.get(name) ?? 1) - 1
        if (left > 0) underWay.set(name, left)
        else underWay.delete(name)
      }
    }
    try {
      await rates[budget].consume(counted, kind === 'render' ? RENDER_WEIGHT : 1)
    } catch (limit) {
      done()
      const waitMs = /** @type {{ msBeforeNext?: number }} */ (limit).msBeforeNext ?? 1000
      return refuse(
        { status: 429, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)), reason: 'rate' },
        key,
      )
    }
    if (inLane) {
      leave = await lane.enter(gone)
      if (!leave) {
        done()
        return refuse({ status: 503, retryAfter: 1, reason: 'busy' }, key)
      }
    }
    return { done }
  }

  return {
    admit,
    underWay: () => total + lane.state().underWay,
    lagMs,
    lagKnown,
    lane: lane.state,
    saturated: lane.saturated,
  }
}

/**
 * The event loop's delay, in milliseconds: the smaller 99th percentile of the last two half-second
 * windows, so that a single pause (the start, a collection, one large commit) refuses nothing and
 * a loop that stays behind does. It reads 0 until both windows have passed (`lagKnown`).
 *
 * @returns {{ lagMs: () => number, lagKnown: () => boolean }}
 */
function watchEventLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 10 })
  histogram.enable()
  let previous = 0
  let lag = 0
  let windows = 0
  setInterval(() => {
    const latest = histogram.percentile(99) / 1e6
    histogram.reset()
    lag = Math.min(previous, latest)
    previous = latest
    windows++
  }, 500).unref()
  return { lagMs: () => lag, lagKnown: () => windows >= 2 }
}

/**
 * When each refusal is sent: a pause after the previous refusal on the same connection to the same
 * client, or after now when there was none. A client that asks again the moment it is refused is
 * held to one refusal a pause on each connection, as when the pause ran from the request; but the
 * time its request waited to be read (the loop busy with visitors, or with admitted work) is no
 * longer added on top, and a client that waited a pause or longer is answered at once. A proxy's
 * connection carries many clients: one client's refusal there gives another no credit.
 */
export function createRefusalPacing() {
  /** @type {WeakMap<object, { at: number, key: string }>} each connection's latest refusal */
  const latest = new WeakMap()
  return {
    /**
     * Books the refusal's time on its connection and says how long to hold it.
     *
     * @param {object} connection the request's socket
     * @param {string} key clientKey of the request's client
     * @param {number} pauseMs the refusal's pause
     * @param {number} now performance.now()
     * @returns {number} how long to hold the refusal
     */
    delay: (connection, key, pauseMs, now) => {
      const previous = latest.get(connection)
      const at = previous?.key === key ? Math.max(now, previous.at + pauseMs) : now + pauseMs
      latest.set(connection, { at, key })
      return at - now
    },
  }
}

/**
 * The refusals' texts, in the address's language. Each names the bound met: a client told "at
 * once" when it asked too fast sends fewer requests together and is refused again.
 */
const messages = {
  client: {
    en: 'Too many requests from your address at once. Please wait a moment and try again.',
    ar: 'طلبات كثيرة من عنوانك في وقت واحد. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
  rate: {
    en: 'Requests from your address are coming too fast. Please wait a moment and try again.',
    ar: 'تصل الطلبات من عنوانك بسرعة كبيرة. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
  busy: {
    en: 'The site is busy. Please try again in a moment.',
    ar: 'الموقع مشغول الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  },
}

/**
 * @param {Refusal} refusal
 * @param {string} target
 */
export function refusalMessage(refusal, target) {
  const language = /^\/ar(?:[/?]|$)/.test(target) ? 'ar' : 'en'
  return messages[refusal.reason][language]
}
