// @ts-check
import { performance } from 'node:perf_hooks'

import PQueue from 'p-queue'

/**
 * The lane uncached work takes turns in: at most `maxWork` requests under way, the rest waiting
 * in order for at most `maxWaitMs` (refused with 503 after that, or at once when `maxQueued` wait
 * already), and all of them together held to a share of the event loop's time.
 *
 * Why a share: a cached page, a static file and a refusal cost the loop a fraction of a
 * millisecond; a search or a page rendered per request costs it tens. While a crowd of addresses
 * kept 32 renders under way, a visitor's cached page went from thousands a second to tens: every
 * per-client bound let the crowd through, and the loop spent nearly all its time on renders. So
 * the loop's time while work is under way is paid from a bucket that fills at `share` of the clock
 * (a token bucket of loop time); while it is empty no new work starts, and the loop is the
 * visitors'. The share follows the loop's utilisation (Node's `eventLoopUtilization`, as Fastify's
 * under-pressure reads it): while the loop is saturated it falls towards `minShare`, so that
 * whatever else asks for the loop (visitors' pages) keeps the rest; while the loop has time to
 * spare it climbs back to all of it, so that work alone is not held back.
 *
 * What is paid is the loop's busy time while work is under way, not the clock's: a request that
 * waits on the network (an upload on a slow line, a database across it) costs nothing meanwhile.
 * And the bucket owes at most what a window fills: one long piece of work (the first render after
 * a start, while the modules compile) holds the next back for a quarter of a second at most, not
 * for seconds, and never as long as a request may wait.
 *
 * @param {{ maxWork: number, maxQueued: number, maxWaitMs: number, minShare: number }} bounds
 * @param {{ utilization?: () => number, now?: () => number }} [probe] for tests: the loop's
 *   utilisation since the previous call (0 to 1), and the clock
 */
export function createWorkLane(bounds, probe = {}) {
  const now = probe.now ?? (() => performance.now())
  // One reading for the steering, each window, and one for the bucket, each time it is settled.
  const utilization = probe.utilization ?? utilizationSinceLastCall()
  const busySinceSettled = probe.utilization ?? utilizationSinceLastCall()
  const queue = new PQueue({ concurrency: bounds.maxWork })
  let share = 1
  /** Milliseconds of lane time in the bucket; at most a window's worth. */
  let bucket = WINDOW_MS
  let lastFill = now()
  let underWay = 0
  let saturated = false

  /** Fills the bucket for the time since the last fill and takes the time work was under way. */
  const settle = () => {
    const at = now()
    const elapsed = at - lastFill
    lastFill = at
    const busy = busySinceSettled() * elapsed
    bucket = Math.max(
      -WINDOW_MS * share,
      Math.min(WINDOW_MS * share, bucket + elapsed * share - (underWay > 0 ? busy : 0)),
    )
    if (bucket <= 0 && !queue.isPaused) queue.pause()
    else if (bucket > 0 && queue.isPaused) queue.start()
  }

  const watch = setInterval(settle, TICK_MS)
  watch.unref()
  const steer = setInterval(() => {
    settle()
    const used = utilization()
    saturated = used >= SATURATED
    share = saturated ? Math.max(bounds.minShare, share * 0.7) : Math.min(1, share + 0.1)
  }, WINDOW_MS)
  steer.unref()

  return {
    /**
     * Waits for the request's turn. Resolves with `leave`, to call once its response has closed,
     * or with null when it waited too long or too many wait already.
     *
     * @param {AbortSignal} [gone] aborts when the client goes while it waits
     * @returns {Promise<(() => void) | null>}
     */
    async enter(gone) {
      settle()
      const startsNow = !queue.isPaused && queue.pending < bounds.maxWork && queue.size === 0
      if (!startsNow && queue.size >= bounds.maxQueued) return null
      // Aborts only while the request waits: p-queue ends a task whose signal aborts, and a
      // started request holds its place until its response has closed.
      const waiting = new AbortController()
      let started = false
      const giveUp = () => started || waiting.abort()
      const deadline = setTimeout(giveUp, bounds.maxWaitMs)
      gone?.addEventListener('abort', giveUp, { once: true })
      /** @type {() => void} */
      let leave = () => undefined
      const turn = await new Promise((resolve) => {
        queue
          .add(
            () =>
              new Promise((/** @type {(value?: unknown) => void} */ finished) => {
                started = true
                clearTimeout(deadline)
                settle()
                underWay++
                let left = false
                leave = () => {
                  if (left) return
                  left = true
                  settle()
                  underWay--
                  finished()
                }
                resolve(true)
              }),
            { signal: waiting.signal },
          )
          .catch(() => resolve(false))
      })
      clearTimeout(deadline)
      gone?.removeEventListener('abort', giveUp)
      return turn ? () => leave() : null
    },
    /** Requests under way and waiting, and the share of the loop work may take now. */
    state: () => ({ underWay, waiting: queue.size, share }),
    /** Whether the loop had no time to spare in the last window. */
    saturated: () => saturated,
    stop() {
      clearInterval(watch)
      clearInterval(steer)
      queue.clear()
    },
  }
}

/** The bucket's refill is checked this often, and the share steered every window. */
const TICK_MS = 10
const WINDOW_MS = 250
/**
 * A loop busy this share of a window or more has no time to spare. Not nearer 1: a visitor's own
 * client is the limit before the loop is (two connections kept it 80–89% busy, never 90%), and a
 * request that finds the loop free is answered at once.
 */
const SATURATED = 0.75

/** The event loop's utilisation since the previous call (0 to 1). */
function utilizationSinceLastCall() {
  let previous = performance.eventLoopUtilization()
  return () => {
    const current = performance.eventLoopUtilization()
    const { utilization } = performance.eventLoopUtilization(current, previous)
    previous = current
    return utilization
  }
}
