// One hostile client against the production server, attack by attack, while a second client (a
// visitor) asks for a cached page and /api/health: what the attacker got, what the visitor kept as
// a ratio to the same visitor measured alone just before the attack, and the bytes the attack left
// on disk. Used by bench/overload.mjs (prints the table) and tests/reliability/overload.test.ts
// (asserts the bounds).
import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { attacks } from './attacks.mjs'

const attacker = fileURLToPath(new URL('./attacker.mjs', import.meta.url))

/** The attacker's address: another loopback address than the visitor's 127.0.0.1. */
export const ATTACKER_ADDRESS = '127.0.0.2'

/** Bytes of all files under these folders (missing ones count 0). */
export function bytesUnder(dirs) {
  let total = 0
  const walk = (dir) => {
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) {
        try {
          total += statSync(full).size
        } catch {
          // removed while we looked
        }
      }
    }
  }
  for (const dir of dirs) walk(dir)
  return total
}

function runAttacker(base, name, connections, seconds, { maxRequests, spread } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [attacker, base, name, String(connections), String(seconds), ATTACKER_ADDRESS],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          ...process.env,
          ATTACK_MAX_REQUESTS: String(maxRequests ?? ''),
          ATTACK_SPREAD: spread ? '1' : '',
        },
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`attacker exited ${code}`)),
    )
  })
}

/** The visitor: autocannon on a cached page, 10 connections. */
async function visit(base, page, seconds) {
  const result = await autocannon({ url: `${base}${page}`, connections: 10, duration: seconds })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** How long the visitor is measured alone before each attack. */
const REFERENCE_SECONDS = 4

/** /api/health asked one request after another while `until` has not passed: the slowest answer. */
async function watchHealth(base, until) {
  let slowest = 0
  let failures = 0
  while (Date.now() < until) {
    const started = performance.now()
    try {
      const answer = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) })
      await answer.arrayBuffer()
      if (!answer.ok) failures++
    } catch {
      failures++
    }
    slowest = Math.max(slowest, performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { slowestMs: Math.round(slowest), failures }
}

/**
 * @param {{ base: string, watchDirs: string[], seconds?: number, connections?: number,
 *   slowConnections?: number, madeUpAddresses?: number, page?: string, only?: string[] }} options
 */
export async function runOverload({
  base,
  watchDirs,
  seconds = 8,
  connections = 50,
  slowConnections = 10_000,
  madeUpAddresses = 10_000,
  page = '/motor-insurance',
  only,
}) {
  // Warm the page, then the visitor alone.
  await fetch(`${base}${page}`).then((answer) => answer.arrayBuffer())
  const alone = await visit(base, page, seconds)
  const rows = []
  // The reference taken just after the previous attack, which is also just before this one.
  let previousReference = null
  for (const [name, attack] of Object.entries(attacks)) {
    if (only && !only.includes(name)) continue
    // The reference this attack's figures are divided by: the visitor alone just before it and
    // just after, averaged. A shared machine's speed drifts over a run (the visitor alone went from
    // 841 to 1,351 rps in one), which a single reference at the start counted against the later
    // attacks or for them, and one taken only before an attack still counted a drift during it.
    const referenceBefore = previousReference ?? (await visit(base, page, REFERENCE_SECONDS))
    const before = bytesUnder(watchDirs)
    const running = runAttacker(
      base,
      name,
      attack.slow ? slowConnections : connections,
      seconds + 2,
    )
    // The slow connections take a while to open; the others are at full rate within a second.
    await new Promise((resolve) => setTimeout(resolve, attack.slow ? 1500 : 1000))
    const [visitor, health] = await Promise.all([
      visit(base, page, seconds - 1),
      watchHealth(base, Date.now() + (seconds - 1) * 1000),
    ])
    const result = await running
    const diskAdded = bytesUnder(watchDirs) - before
    // A second for the attacker's sockets to close, which would count against the reference.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const referenceAfter = await visit(base, page, REFERENCE_SECONDS)
    previousReference = referenceAfter
    const referenceRps = Math.round((referenceBefore.rps + referenceAfter.rps) / 2)
    console.error(`  ${attack.label}: attacker ${result.rps} rps, visitor ${visitor.rps} rps`)
    rows.push({
      attack: attack.label,
      attackerRps: result.rps,
      attackerStatuses: result.statuses,
      refusalP99: result.refusalP99 === null ? null : Math.round(result.refusalP99),
      errorP99: result.errorP99 === null ? null : Math.round(result.errorP99),
      visitorAloneRps: referenceRps,
      visitorRps: visitor.rps,
      visitorRatio: Number((visitor.rps / referenceRps).toFixed(2)),
      visitorP99: visitor.p99,
      visitorErrors: visitor.errors,
      healthSlowestMs: health.slowestMs,
      healthFailures: health.failures,
      diskAdded,
    })
  }
  let madeUp = null
  if (!only || only.includes('made-up')) {
    // Disk growth over a fixed number of made-up addresses, each from another address (as from
    // many scanners), so that every one is answered 404 rather than refused.
    const before = bytesUnder(watchDirs)
    const result = await runAttacker(base, 'made-up', connections, 300, {
      maxRequests: madeUpAddresses,
      spread: true,
    })
    madeUp = {
      addresses: result.requests,
      statuses: result.statuses,
      diskAdded: bytesUnder(watchDirs) - before,
    }
  }
  return { alone, rows, madeUp }
}
