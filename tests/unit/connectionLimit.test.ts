import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { HARD_BOUND_FACTOR, limitConnectionsPerClient } from '../../src/server/connectionLimit.mjs'

let server: Server | undefined
const sockets: Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

/** A server holding each client to `max` connections, refusing a request past them as server.mjs does. */
async function serve(max: number, headMs = 5_000, trust = () => false) {
  let accepted = 0
  server = createServer((request, response) => {
    if (limit.pastBound(request.socket)) {
      response.writeHead(429, { 'retry-after': '1', connection: 'close' }).end('past the bound')
      return
    }
    response.end('ok')
  })
  server.on('connection', () => accepted++)
  const limit = limitConnectionsPerClient(server, trust, max, { headMs })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  /** A connection, once the server has accepted it. */
  const open = async () => {
    const before = accepted
    const socket = connect({ host: '127.0.0.1', port })
    sockets.push(socket)
    socket.on('error', () => undefined)
    while (accepted === before) await new Promise((resolve) => setTimeout(resolve, 2))
    return socket
  }
  return { open }
}

type Outcome = { answer: string; closed: boolean; reset: boolean }

/** What the connection gets for one request (or for none), by the time it closes or `waitMs` passes. */
function ask(socket: Socket, request: string | null, waitMs = 1000): Promise<Outcome> {
  return new Promise((resolve) => {
    let answer = ''
    let reset = false
    const done = (closed: boolean) => resolve({ answer, closed, reset })
    if (socket.closed) return done(true)
    const timer = setTimeout(() => done(false), waitMs)
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.on('error', () => (reset = true))
    socket.once('close', () => (clearTimeout(timer), done(true)))
    if (request) socket.write(request)
  })
}

const GET = 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'

describe('the bound on one client’s connections', () => {
  it('answers a request on a connection past it with 429 and Retry-After, then closes it', async () => {
    const { open } = await serve(2)
    const held = [await open(), await open()]
    const past = await ask(await open(), GET)
    expect(past.answer).toMatch(/^HTTP\/1\.1 429 /)
    expect(past.answer).toMatch(/retry-after: 1/i)
    expect(past.closed).toBe(true)
    expect(past.reset).toBe(false)
    // The connections within the bound are served, and kept.
    const within = await ask(held[0]!, GET, 200)
    expect(within.answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(within.closed).toBe(false)
  })

  it(`closes connections past ${HARD_BOUND_FACTOR} times the bound as they are accepted`, async () => {
    const { open } = await serve(2)
    for (let i = 0; i < 2 * HARD_BOUND_FACTOR; i++) await open()
    const beyond = await ask(await open(), null)
    expect(beyond).toMatchObject({ answer: '', closed: true })
  })

  it('closes a connection past it that sends no request in time, not one within it', async () => {
    const { open } = await serve(1, 100)
    const within = await open()
    const past = await open()
    const [withinOutcome, pastOutcome] = await Promise.all([
      ask(within, null, 400),
      ask(past, null, 400),
    ])
    expect(pastOutcome).toMatchObject({ answer: '', closed: true })
    expect(withinOutcome.closed).toBe(false)
  })

  it('counts only open connections, and not those of a trusted proxy', async () => {
    const first = await serve(1)
    const closing = await first.open()
    await ask(closing, GET, 100)
    closing.destroy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await ask(await first.open(), GET, 200)).answer).toMatch(/^HTTP\/1\.1 200 /)
    for (const socket of sockets.splice(0)) socket.destroy()
    await new Promise((resolve) => server!.close(resolve))

    const proxied = await serve(1, 5_000, () => true)
    await proxied.open()
    expect((await ask(await proxied.open(), GET, 200)).answer).toMatch(/^HTTP\/1\.1 200 /)
  })
})
