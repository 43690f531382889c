import { describe, expect, it } from 'vitest'

import { DatabaseBusyError } from '@/database/errors'
import { WriteQueue } from '@/database/writeQueue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('the write queue', () => {
  it('lets one writer in at a time, in arrival order', async () => {
    const queue = new WriteQueue(1000)
    const order: string[] = []
    const writer = async (name: string, ms: number) => {
      const release = await queue.acquire()
      order.push(`${name} in`)
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(`${name} out`)
      release()
    }
    await Promise.all([writer('a', 20), writer('b', 1), writer('c', 1)])
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  })

  it('gives up after its wait with DatabaseBusyError, and the line moves on behind the one who gave up', async () => {
    const queue = new WriteQueue(30)
    const first = await queue.acquire()
    await expect(queue.acquire()).rejects.toBeInstanceOf(DatabaseBusyError)
    const third = queue.acquire()
    await tick()
    first()
    const release = await third
    release()
    // Releasing twice changes nothing.
    release()
    await expect(queue.acquire().then((next) => next())).resolves.toBeUndefined()
  })
})
