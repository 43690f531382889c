import { afterEach, describe, expect, it, vi } from 'vitest'

import { createWorkLane } from '../../src/server/workLane.mjs'

const bounds = { maxWork: 2, maxQueued: 2, maxWaitMs: 1000, minShare: 0.3 }

/** A lane on the fake clock, its loop as busy as `utilization` says. */
function laneOn(utilization: () => number, overrides: Partial<typeof bounds> = {}) {
  vi.useFakeTimers()
  return createWorkLane({ ...bounds, ...overrides }, { utilization, now: () => Date.now() })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the work lane', () => {
  it('starts work up to its number at once, and the next in order as each leaves', async () => {
    const lane = laneOn(() => 0.2)
    const first = await lane.enter()
    const second = await lane.enter()
    const order: string[] = []
    const third = lane.enter().then((leave) => (order.push('third'), leave))
    const fourth = lane.enter().then((leave) => (order.push('fourth'), leave))
    await vi.advanceTimersByTimeAsync(50)
    expect(order).toEqual([])
    expect(lane.state()).toMatchObject({ underWay: 2, waiting: 2 })
    first?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual(['third'])
    second?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual(['third', 'fourth'])
    expect(await third).toBeTypeOf('function')
    expect(await fourth).toBeTypeOf('function')
    lane.stop()
  })

  it('refuses a request that waited its longest, and one that finds the queue full', async () => {
    const lane = laneOn(() => 0.2)
    await lane.enter()
    await lane.enter()
    const waiting = [lane.enter(), lane.enter()]
    expect(await lane.enter()).toBeNull()
    await vi.advanceTimersByTimeAsync(999)
    expect(lane.state().waiting).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(await Promise.all(waiting)).toEqual([null, null])
    expect(lane.state()).toMatchObject({ underWay: 2, waiting: 0 })
    lane.stop()
  })

  it('gives up the turn of a client that goes while it waits', async () => {
    const lane = laneOn(() => 0.2)
    const first = await lane.enter()
    await lane.enter()
    const gone = new AbortController()
    const leaving = lane.enter(gone.signal)
    const staying = lane.enter()
    gone.abort()
    expect(await leaving).toBeNull()
    first?.()
    expect(await staying).toBeTypeOf('function')
    lane.stop()
  })

  it('holds the next request back a quarter of a second at most after one long one, and not at all for one that waited on the network', async () => {
    let busy = 1
    const lane = laneOn(() => busy, { maxWork: 1, maxQueued: 10, maxWaitMs: 60_000 })
    /** How long the next request waits after one held under way for `ms`. */
    const waitAfter = async (ms: number) => {
      const long = await lane.enter()
      await vi.advanceTimersByTimeAsync(ms)
      long?.()
      let started: number | null = null
      const asked = Date.now()
      void lane.enter().then((leave) => ((started = Date.now()), leave?.()))
      while (started === null) await vi.advanceTimersByTimeAsync(1)
      return started - asked
    }
    // Five seconds of the loop's time (a slow first render): what it owes is repaid within a
    // quarter of a second (and the lane's next check, every 10 ms).
    expect(await waitAfter(5000)).toBeLessThan(300)
    // Five seconds of an upload arriving while the loop idles: nothing owed.
    busy = 0
    await vi.advanceTimersByTimeAsync(2000)
    expect(await waitAfter(5000)).toBeLessThanOrEqual(1)
    lane.stop()
  })

  it('holds work to its share of the loop while the loop is saturated, and not while it has time', async () => {
    /** The share of 20 s that work was under way, one request after another, each 20 ms long. */
    const busyShare = async (utilization: number) => {
      const lane = laneOn(() => utilization, { maxWork: 1, maxQueued: 10, maxWaitMs: 60_000 })
      const start = Date.now()
      let busy = 0
      while (Date.now() - start < 20_000) {
        let leave: (() => void) | null = null
        void lane.enter().then((turn) => (leave = turn))
        while (!leave) await vi.advanceTimersByTimeAsync(1)
        const began = Date.now()
        await vi.advanceTimersByTimeAsync(20)
        busy += Date.now() - began
        ;(leave as () => void)()
      }
      const share = busy / (Date.now() - start)
      lane.stop()
      vi.useRealTimers()
      return { share, steered: lane.state().share }
    }
    const saturated = await busyShare(1)
    expect(saturated.steered).toBe(0.3)
    expect(saturated.share).toBeGreaterThan(0.25)
    expect(saturated.share).toBeLessThan(0.4)
    const idle = await busyShare(0.5)
    expect(idle.steered).toBe(1)
    expect(idle.share).toBeGreaterThan(0.95)
  })
})
