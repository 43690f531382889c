import { metrics } from '@/server/metrics.mjs'

import { DatabaseBusyError } from './errors'

export type Release = () => void

/**
 * One writer at a time, in arrival order. Callers wait here, on the event loop, instead of in
 * SQLite's busy handler: libsql runs statements synchronously, so a connection waiting for the
 * write lock would block the whole process, including the transaction it waits for.
 */
export class WriteQueue {
  #tail: Promise<void> = Promise.resolve()

  constructor(private readonly waitMs: number) {}

  /** Resolves with a release function once every earlier writer has released; fails after `waitMs`. */
  acquire(): Promise<Release> {
    let release!: Release
    const turn = new Promise<void>((resolve) => {
      release = once(resolve)
    })
    const previous = this.#tail
    this.#tail = previous.then(() => turn)
    const queued = performance.now()
    return new Promise<Release>((resolve, reject) => {
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        // Our place in the line is given up: whoever comes after us does not wait for us.
        previous.then(release, release)
        reject(new DatabaseBusyError(this.waitMs))
      }, this.waitMs)
      void previous.then(() => {
        clearTimeout(timer)
        if (timedOut) return
        metrics().writeWait.observe((performance.now() - queued) / 1000)
        resolve(release)
      })
    })
  }
}

function once(fn: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}
