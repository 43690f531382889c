#!/usr/bin/env node
// One hostile client against the production server (`npm run bench:overload`): each attack of
// bench/overload/attacks.mjs at 50 connections (10,000 for the slow ones) from 127.0.0.2, while a
// visitor on 127.0.0.1 asks for a cached page (10 connections) and /api/health; then 10,000 made-up
// addresses and the bytes they left under `.next` and the data folder. Prints a table and writes
// bench/overload.json.
//
//   npm run bench:overload                    a seeded server of this build (as npm run bench)
//   npm run bench:overload -- searches slow   only these attacks
//   BENCH_BASE_URL=http://127.0.0.1:3400 OVERLOAD_WATCH=/other/clone/.next,/other/clone/data \
//     npm run bench:overload                  a server already running (another commit's build)
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { provenance, serveSeeded } from './lib.mjs'
import { CROWD_PROXY_ADDRESS, runOverload } from './overload/run.mjs'

const only = process.argv.slice(2)
// The crowd's requests come forwarded by a proxy the server believes, as from a CDN or a balancer.
process.env.TRUSTED_PROXIES ??= CROWD_PROXY_ADDRESS
const { base, stop, dataDir } = await serveSeeded(process.env.BENCH_PORT ?? '3300')
const watchDirs = process.env.OVERLOAD_WATCH
  ? process.env.OVERLOAD_WATCH.split(',')
  : [path.resolve('.next'), dataDir]
try {
  const result = await runOverload({ base, watchDirs, only: only.length ? only : undefined })
  console.log(`\nvisitor alone: ${result.alone.rps} rps, p99 ${result.alone.p99} ms`)
  console.table(
    result.rows.map((row) => ({
      ...row,
      attackerStatuses: Object.entries(row.attackerStatuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' '),
      diskAdded: `${Math.round(row.diskAdded / 1024)} kB`,
    })),
  )
  if (result.crowd.length > 0) {
    console.log(
      `\na crowd of 5,000 addresses at 20 connections, the visitor at 2; the server alone at 22: ${result.crowdAlone?.rps} rps`,
    )
    console.table(
      result.crowd.map((row) => ({
        attack: row.attack,
        attackerStatuses: Object.entries(row.attackerStatuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
        attackerP99: row.attackerP99,
        visitorRatio: row.visitorRatio,
        visitorP99: row.visitorP99,
        answeredShare: row.answeredShare,
      })),
    )
  }
  if (result.madeUp)
    console.log(
      `made-up addresses: ${result.madeUp.addresses} sent, ${Math.round(result.madeUp.diskAdded / 1024)} kB added on disk`,
    )
  writeFileSync(
    'bench/overload.json',
    `${JSON.stringify({ ...(await provenance()), ...result }, null, 2)}\n`,
  )
} finally {
  stop()
}
