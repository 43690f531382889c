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
import { runOverload } from './overload/run.mjs'

const only = process.argv.slice(2)
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
