#!/usr/bin/env node
// One attacking client (a child process of bench/overload.mjs, so that its own work does not slow
// the visitor's measurement): `connections` sockets from one local address, each sending the next
// request of the attack as soon as the last is answered, for `seconds`. Prints its figures as JSON.
//
//   node bench/overload/attacker.mjs <base> <attack> <connections> <seconds> [localAddress]
import http from 'node:http'
import net from 'node:net'

import { attacks, CROWD_ADDRESSES, crowdAttacks } from './attacks.mjs'

const [base = '', name = '', connectionsArg = '50', secondsArg = '10', localAddress] =
  process.argv.slice(2)
const known = { ...attacks, ...crowdAttacks }
const attack = known[name]
if (!attack) throw new Error(`unknown attack ${name}; one of ${Object.keys(known).join(', ')}`)
/** A crowd's request names its client in `X-Forwarded-For`, another for each of CROWD_ADDRESSES. */
const crowd = name in crowdAttacks
const connections = Number(connectionsArg)
const until = Date.now() + Number(secondsArg) * 1000
/** Stop after this many requests, if set (the disk measurement sends a fixed number). */
const maxRequests = Number(process.env.ATTACK_MAX_REQUESTS) || Infinity
/**
 * Each request from another loopback address (127.1.x.y) on a connection of its own: a crowd of
 * scanners rather than one client, so that no bound per client applies.
 */
const spread = process.env.ATTACK_SPREAD === '1'
const spreadAddress = (n) => `127.1.${(n >> 8) & 255}.${n & 255 || 1}`
/** The n-th crowd address, in the range set aside for benchmarks (198.18.0.0/15). */
const crowdAddress = (n) => {
  const i = n % CROWD_ADDRESSES
  return `198.18.${i >> 8}.${i & 255}`
}
const url = new URL(base)

/** Status (or error code) → count, and the latency of every answer. */
const statuses = {}
/** @type {number[]} */
const latencies = []
/** @type {number[]} the bounds' refusals (429, 503): sent instead of doing the work */
const refusalLatencies = []
/** @type {number[]} every answer of 400 or more: the refusals and the app's own (401, 404) */
const errorLatencies = []
const count = (key) => (statuses[key] = (statuses[key] ?? 0) + 1)

function send(agent, n) {
  const { method = 'GET', path, headers = {}, body } = attack.request(n)
  const started = performance.now()
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: crowd ? { ...headers, 'x-forwarded-for': crowdAddress(n) } : headers,
        ...(spread ? { agent: false, localAddress: spreadAddress(n) } : { agent, localAddress }),
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          const ms = performance.now() - started
          latencies.push(ms)
          if (response.statusCode >= 400) errorLatencies.push(ms)
          if (response.statusCode === 429 || response.statusCode === 503) refusalLatencies.push(ms)
          count(response.statusCode)
          resolve()
        })
        response.on('error', () => (count('reset'), resolve()))
      },
    )
    request.on('error', (error) => {
      count(error.code ?? 'error')
      // A refused connection is retried after a pause, not in a tight loop.
      setTimeout(resolve, 50)
    })
    request.end(body)
  })
}

/** Keep-alive requests, one after another on each connection. */
async function flood() {
  let n = 0
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until && n < maxRequests) await send(agent, n++)
    }),
  )
  agent.destroy()
}

/**
 * Slow connections: each opens, sends the start of a request and then one header line every few
 * seconds, never finishing it (slowloris). Opened 200 at a time.
 */
async function slow() {
  const sockets = []
  let opened = 0
  const open = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress })
      socket.setTimeout(0)
      socket.on('connect', () => {
        opened++
        socket.write(`GET /?slow=${opened} HTTP/1.1\r\nHost: ${url.host}\r\n`)
        resolve()
      })
      socket.on('error', (error) => (count(error.code ?? 'error'), resolve()))
      socket.on('close', () => count('closed by server'))
      socket.on('data', (chunk) => count(String(chunk).slice(9, 12) || 'data'))
      sockets.push(socket)
    })
  for (let i = 0; i < connections && Date.now() < until; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, connections - i) }, open))
  }
  count(`opened ${opened}`)
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-a: b\r\n`)
  }, 2000)
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())))
  clearInterval(drip)
  for (const socket of sockets) socket.destroy()
}

const started = Date.now()
await (attack.slow ? slow() : flood())
const seconds = (Date.now() - started) / 1000
const percentile = (values, p) =>
  values.length ? values.sort((a, b) => a - b)[Math.floor((values.length - 1) * p)] : null
console.log(
  JSON.stringify({
    attack: name,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    statuses,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    refusalP99: percentile(refusalLatencies, 0.99),
    errorP99: percentile(errorLatencies, 0.99),
  }),
)
