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

import { attacks, CROWD_ADDRESSES, crowdAttacks } from './attacks.mjs'

const attacker = fileURLToPath(new URL('./attacker.mjs', import.meta.url))

/** The attacker's address: another loopback address than the visitor's 127.0.0.1. */
export const ATTACKER_ADDRESS = '127.0.0.2'
/**
 * The address a crowd's requests come through: a proxy the server believes (set
 * `TRUSTED_PROXIES` to it), as a CDN or a balancer. Only it: the one hostile client must not be
 * taken for a proxy, whose connections are not counted per client.
 */
export const CROWD_PROXY_ADDRESS = '127.0.0.3'

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
      [
        attacker,
        base,
        name,
        String(connections),
        String(seconds),
        name in crowdAttacks ? CROWD_PROXY_ADDRESS : ATTACKER_ADDRESS,
      ],
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

/** The visitor: autocannon on a cached page, 10 connections unless told. */
async function visit(base, page, seconds, connections = 10) {
  const result = await autocannon({ url: `${base}${page}`, connections, duration: seconds })
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
 * One attack while the visitor reads its page: the attacker's figures, and the visitor's as a ratio
 * to the visitor alone. `reference` is the visitor alone just before (measured when not given);
 * the row's `referenceAfter` is the visitor alone just after, the next attack's reference.
 *
 * @param {{ base: string, page: string, seconds: number, watchDirs: string[], name: string,
 *   connections: number, visitorConnections: number, reference: { rps: number } | null }} options
 */
async function attackRow({
  base,
  page,
  seconds,
  watchDirs,
  name,
  connections,
  visitorConnections,
  reference,
}) {
  const attack = attacks[name] ?? crowdAttacks[name]
  // The reference this attack's figures are divided by: the visitor alone just before it and
  // just after, averaged. A shared machine's speed drifts over a run (the visitor alone went from
  // 841 to 1,351 rps in one), which a single reference at the start counted against the later
  // attacks or for them, and one taken only before an attack still counted a drift during it.
  const referenceBefore =
    reference ?? (await visit(base, page, REFERENCE_SECONDS, visitorConnections))
  const before = bytesUnder(watchDirs)
  const running = runAttacker(base, name, connections, seconds + 2)
  // The slow connections take a while to open; the others are at full rate within a second.
  await new Promise((resolve) => setTimeout(resolve, attack.slow ? 1500 : 1000))
  const [visitor, health] = await Promise.all([
    visit(base, page, seconds - 1, visitorConnections),
    watchHealth(base, Date.now() + (seconds - 1) * 1000),
  ])
  const result = await running
  const diskAdded = bytesUnder(watchDirs) - before
  // A second for the attacker's sockets to close, which would count against the reference.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const referenceAfter = await visit(base, page, REFERENCE_SECONDS, visitorConnections)
  const referenceRps = Math.round((referenceBefore.rps + referenceAfter.rps) / 2)
  console.error(`  ${attack.label}: attacker ${result.rps} rps, visitor ${visitor.rps} rps`)
  return {
    referenceAfter,
    row: {
      attack: attack.label,
      attackerRps: result.rps,
      attackerStatuses: result.statuses,
      attackerP99: result.p99 === null ? null : Math.round(result.p99),
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
    },
  }
}

/** The crowd's connections, and the visitor's beside them (issue: 20 and 2). */
export const CROWD_CONNECTIONS = 20
export const CROWD_VISITOR_CONNECTIONS = 2

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
  const selected = (/** @type {string} */ name) => !only || only.includes(name)
  /** Each named attack in turn, its visitor compared with the visitor alone before and after. */
  const attackRows = async (
    /** @type {string[]} */ names,
    /** @type {(name: string) => number} */ connectionsOf,
    /** @type {number} */ visitorConnections,
  ) => {
    const measured = []
    // The reference taken just after the previous attack, which is also just before this one.
    let reference = null
    for (const name of names) {
      const { row, referenceAfter } = await attackRow({
        base,
        page,
        seconds,
        watchDirs,
        name,
        connections: connectionsOf(name),
        visitorConnections,
        reference,
      })
      reference = referenceAfter
      measured.push(row)
    }
    return measured
  }
  const rows = await attackRows(
    Object.keys(attacks).filter(selected),
    (name) => (attacks[name]?.slow ? slowConnections : connections),
    10,
  )
  // A crowd: each request from another of CROWD_ADDRESSES forwarded addresses. Beside the visitor,
  // the server alone at as many connections as the crowd and the visitor have together: what it
  // answers a second when nothing costly is asked, which the crowd's and the visitor's answers
  // together are compared with.
  const crowdNames = Object.keys(crowdAttacks).filter(selected)
  let crowd = []
  let crowdAlone = null
  if (crowdNames.length > 0) {
    const serverAlone = await visit(
      base,
      page,
      REFERENCE_SECONDS,
      CROWD_CONNECTIONS + CROWD_VISITOR_CONNECTIONS,
    )
    crowdAlone = serverAlone
    crowd = (await attackRows(crowdNames, () => CROWD_CONNECTIONS, CROWD_VISITOR_CONNECTIONS)).map(
      (row) => ({
        ...row,
        addresses: CROWD_ADDRESSES,
        answeredShare: Number(((row.attackerRps + row.visitorRps) / serverAlone.rps).toFixed(2)),
      }),
    )
  }
  let madeUp = null
  if (selected('made-up')) {
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
  return { alone, rows, crowdAlone, crowd, madeUp }
}
