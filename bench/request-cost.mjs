#!/usr/bin/env node
// What one request of each kind costs the server (`npm run bench:request-cost`): the CPU time
// (user and system, from /proc) the server process spends per request, as a ratio to a cached
// page's, measured in alternating rounds so that the machine's drift falls on every kind alike.
// Each request is new (another query), from another forwarded address, with the load bounds lifted
// so that nothing is refused. Prints a table and writes bench/request-cost.json.
//
//   npm run bench:request-cost                 a seeded server of this build (as npm run bench)
//   npm run bench:request-cost -- 5            seconds per kind and round (default 2)
import { readFileSync, writeFileSync } from 'node:fs'

import { liftedLoadBounds } from '../scripts/liftedLoadBounds.mjs'
import { provenance, serveSeeded } from './lib.mjs'

const seconds = Number(process.argv[2]) || 2
const rounds = 3
const connections = 4

/** Each kind's n-th request: what a crowd sends, and the cached page it is compared with. */
const kinds = {
  'cached page': () => '/motor-insurance',
  'made-up address': (n) => `/wp-${n}.php`,
  'site search page': (n) => `/search?q=motor+q${n}`,
  // Found nothing: what is left is the page around the results.
  'site search page, no hit': (n) => `/search?q=zq${n}`,
  'site search API': (n) => `/api/search?q=claim+q${n}`,
  'job search page': (n) => `/career-openings/search?title=q${n}`,
  'job search API': (n) => `/api/jobs?title=q${n}`,
}

Object.assign(process.env, { TRUSTED_PROXIES: 'loopback', ...liftedLoadBounds })
const { base, stop, pid } = await serveSeeded(process.env.BENCH_PORT ?? '3300')
if (!pid) throw new Error('bench:request-cost measures a server it starts (no BENCH_BASE_URL)')

/** CPU milliseconds the server process has used (Linux: utime + stime, in clock ticks of 10 ms). */
const cpuMs = () => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

let sent = 0
/** Requests of one kind on `connections` at once, for `ms` (or `count` requests): how many. */
async function sendFor(path, { ms = Infinity, count = Infinity }) {
  const until = performance.now() + ms
  let done = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until && done < count) {
        const n = sent++
        const answer = await fetch(`${base}${path(n)}`, {
          headers: { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` },
        })
        await answer.arrayBuffer()
        if (answer.status >= 500 || answer.status === 429)
          throw new Error(`${path(n)}: ${answer.status}`)
        done++
      }
    }),
  )
  return done
}

try {
  // Warm every kind, so the first compile of a route counts nowhere.
  for (const path of Object.values(kinds)) await sendFor(path, { count: 20 })
  /** @type {Record<string, { cpu: number, wall: number }[]>} per request, each round */
  const measured = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]))
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(kinds)) {
      const before = cpuMs()
      const started = performance.now()
      const done = await sendFor(path, { ms: seconds * 1000 })
      measured[name].push({
        cpu: (cpuMs() - before) / done,
        wall: (performance.now() - started) / done,
      })
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const page = median(measured['cached page'].map((m) => m.cpu))
  const rows = Object.entries(measured).map(([kind, values]) => {
    const cpu = median(values.map((m) => m.cpu))
    return {
      kind,
      'CPU ms per request': Number(cpu.toFixed(2)),
      'times a cached page': Number((cpu / page).toFixed(1)),
      'wall ms per request, 4 at once': Number(median(values.map((m) => m.wall)).toFixed(2)),
    }
  })
  console.table(rows)
  writeFileSync(
    'bench/request-cost.json',
    `${JSON.stringify({ ...(await provenance()), seconds, rounds, connections, rows }, null, 2)}\n`,
  )
} finally {
  stop()
}
