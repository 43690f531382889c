// @ts-check
import client from 'prom-client'

import { processWide } from './processWide.mjs'

/**
 * What an operator watches, in Prometheus's format at /metrics (server.mjs answers it, to
 * operators only: METRICS_TOKEN, or the loopback address). One registry for the process: server.mjs
 * counts requests, the app counts emails, jobs and waits for the database; the app's bundle loads
 * its own copy of this module, which must find the server's. Labels never hold what a visitor
 * typed: routes are named by kind (`routeOf`), not by address.
 */
/** Seconds: from a cached page's milliseconds to an upload's seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function create() {
  const registry = new client.Registry()
  // Node's own: CPU, memory, heap, GC, handles, and the event loop's delay (its p50 to p99).
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    requests: new client.Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route kind, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route kind',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'page_cache_total',
      help: "Pages answered from a cache (server: the one-second cache; hit, stale: Next's) or rendered (miss)",
      labelNames: ['result'],
      registers,
    }),
    refused: new client.Counter({
      name: 'work_refused_total',
      help: 'Uncached requests refused by the load bounds (429: one client, 503: the server)',
      labelNames: ['status'],
      registers,
    }),
    submissions: new client.Counter({
      name: 'submissions_total',
      help: 'Form submissions and job applications, stored (201) or refused (any other status)',
      labelNames: ['form', 'outcome'],
      registers,
    }),
    emails: new client.Counter({
      name: 'emails_total',
      help: 'Emails queued, sent, failed (tried again later) and given up',
      labelNames: ['event'],
      registers,
    }),
    jobRuns: new client.Counter({
      name: 'job_runs_total',
      help: 'Runs of the scheduled tasks, by task and outcome',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    work: new client.Gauge({
      name: 'work_lane',
      help: "Visitors' uncached work (workLane.mjs): under_way, waiting for a turn, and the share of the event loop it may take now",
      labelNames: ['measure'],
      registers,
      collect() {
        const state = workLane().state
        if (!state) return
        const { underWay, waiting, share } = state()
        this.set({ measure: 'under_way' }, underWay)
        this.set({ measure: 'waiting' }, waiting)
        this.set({ measure: 'share' }, share)
      },
    }),
    writeWait: new client.Histogram({
      name: 'database_write_wait_seconds',
      help: "SQLite: how long a write waited for its turn behind this process's others",
      buckets: LATENCY_BUCKETS,
      registers,
    }),
  }
}

/** @returns {ReturnType<typeof create>} */
export const metrics = () => processWide('metrics', create)

/**
 * Where the lane's state is read at each scrape: nowhere until the server's work gate says. Kept
 * process-wide, as the registry is: the copy of this module that made the registry may be the app's.
 *
 * @returns {{ state: (() => { underWay: number, waiting: number, share: number }) | null }}
 */
const workLane = () => processWide('workLane', () => ({ state: null }))

/** @param {() => { underWay: number, waiting: number, share: number }} state */
export function watchWorkLane(state) {
  workLane().state = state
}

const API_ROUTE =
  /^\/api\/(?:(pages|jobs|page-previews)(\/[^/]+)?|(contact-us|service-requests|service-requests\/status|openapi\.json|health|ready|headers))$/
const PARAMETER = { pages: ':name', jobs: ':id', 'page-previews': ':name' }

/**
 * The kind of address a request went to, as a metric's label: a bounded set whatever strangers
 * send, and free of what visitors type (a job id stays out, a file name, a search).
 *
 * @param {string} target the request's target, its query included
 * @param {boolean} page whether the path is a page's (badRequests.mjs `isPagePath`)
 */
export function routeOf(target, page) {
  const path = target.split('?', 1)[0] ?? '/'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (page) return /^(?:\/ar)?\/career-openings\/search/.test(path) ? 'page:search' : 'page'
  const api = API_ROUTE.exec(path)
  if (api) {
    const [, listed, parameter, fixed] = api
    if (fixed) return `/api/${fixed}`
    const name = /** @type {keyof typeof PARAMETER} */ (listed)
    return parameter ? `/api/${name}/${PARAMETER[name]}` : `/api/${name}`
  }
  if (path.startsWith('/api/')) return 'api:unknown'
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (/^\/cms\/api\/[^/]+\/file\//.test(path)) return 'cms:file'
  if (path.startsWith('/cms/')) return 'cms'
  return 'other'
}

/**
 * One series of a metric, looked up once: every request is counted, and finding a series by its
 * labels costs more than counting in it. The keys are as bounded as the labels.
 *
 * @type {Map<string, any>} a counter's or a histogram's series (prom-client types them apart)
 */
const seriesByKey = new Map()
/**
 * @template T
 * @param {string} key
 * @param {() => T} find
 * @returns {T}
 */
function series(key, find) {
  let found = seriesByKey.get(key)
  if (!found) seriesByKey.set(key, (found = find()))
  return found
}

/** The forms' addresses, as `routeOf` names them. */
const SUBMISSIONS = new Set(['/api/contact-us', '/api/service-requests', '/api/jobs/:id'])

/**
 * Counts an answered request.
 *
 * @param {{ route: string, method: string, status: number, seconds: number, cache: string | undefined }} answered
 */
export function countRequest({ route, method, status, seconds, cache }) {
  const m = metrics()
  series(`requests ${route} ${method} ${status}`, () =>
    m.requests.labels({ route, method, status: String(status) }),
  ).inc()
  series(`duration ${route}`, () => m.duration.labels({ route })).observe(seconds)
  if (cache) m.pageCache.inc({ result: cache })
  if (method === 'POST' && SUBMISSIONS.has(route))
    m.submissions.inc({ form: route, outcome: status === 201 ? 'stored' : 'refused' })
}
