#!/usr/bin/env node
// Throughput of the production server (`npm run bench`): the built app on a throwaway copy of the
// seeded database, autocannon at 20 connections for 10 s per address. Each address is reported
// against a static file of the build of about the home page's size, measured in the same run, so
// a busy machine slows both alike. Prints a table and writes bench/results.json.
//
//   npm run bench                 all addresses
//   npm run bench -- / /ar        only these (the static file is always measured)
import { writeFileSync } from 'node:fs'

import autocannon from 'autocannon'

import { provenance, serveSeeded } from './lib.mjs'

const CONNECTIONS = 20
const SECONDS = 10
const chosen = process.argv.slice(2)
const addresses = chosen.length
  ? chosen
  : ['/', '/ar', '/motor-insurance', '/api/pages/home', '/api/jobs', '/career-openings']
const { base, stop } = await serveSeeded(process.env.BENCH_PORT ?? '3300')

/**
 * Of the build's files the home page loads (scripts and stylesheets), the one closest in size to
 * the page: found from the server's own answers, so any build can be measured (BENCH_BASE_URL).
 */
async function staticFileNear(homeHtml, homeBytes) {
  const addresses = new Set(
    [...homeHtml.matchAll(/\/_next\/static\/[\w./-]+\.(?:js|css)/g)].map((match) => match[0]),
  )
  const files = await Promise.all(
    [...addresses].map(async (address) => ({
      address,
      size: (await (await fetch(`${base}${address}`)).arrayBuffer()).byteLength,
    })),
  )
  return files.sort((a, b) => Math.abs(a.size - homeBytes) - Math.abs(b.size - homeBytes))[0]
}

/** autocannon's figures for one address, after a warm-up request. */
async function measure(address) {
  await fetch(`${base}${address}`).then((answer) => answer.arrayBuffer())
  const result = await autocannon({
    url: `${base}${address}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  return {
    address,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

try {
  const homeHtml = await (await fetch(`${base}/`)).text()
  const homeBytes = Buffer.byteLength(homeHtml)
  const reference = await staticFileNear(homeHtml, homeBytes)
  const staticRun = await measure(reference.address)
  const rows = [
    { ...staticRun, address: `static file (${Math.round(reference.size / 1024)} kB)`, ratio: 1 },
  ]
  for (const address of addresses) {
    const run = await measure(address)
    rows.push({ ...run, ratio: Number((run.rps / staticRun.rps).toFixed(2)) })
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each; home page ${Math.round(homeBytes / 1024)} kB`,
  )
  console.table(rows)
  const results = { ...(await provenance()), connections: CONNECTIONS, seconds: SECONDS, rows }
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log('written to bench/results.json')
} finally {
  stop()
}
