import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The benchmark's own code (bench/overload.mjs prints the same figures as a table).
import { attacks, crowdAttacks } from '../../bench/overload/attacks.mjs'
import {
  CROWD_CONNECTIONS,
  CROWD_PROXY_ADDRESS,
  CROWD_VISITOR_CONNECTIONS,
  runOverload,
} from '../../bench/overload/run.mjs'
import { crawl } from './crawler'
import { report } from './report'
import { freePort, newSite, type Site } from './site'

let site: Site

beforeAll(async () => {
  // The bounds as shipped (an empty value is the default): site.ts lifts them for the other tests.
  site = await newSite({
    LOAD_CLIENT_RATE: '',
    LOAD_CLIENT_CONCURRENCY: '',
    LOAD_MAX_WORK: '',
    LOAD_MAX_LAG_MS: '',
    LOAD_WORK_AT_ONCE: '',
    LOAD_MAX_QUEUED: '',
    LOAD_MAX_WAIT_MS: '',
    LOAD_WORK_SHARE: '',
    LOAD_CLIENT_CONNECTIONS: '',
    RATE_LIMIT_SUBMISSIONS: '',
    // The crowd's requests come forwarded by a proxy the site believes, as from a CDN.
    TRUSTED_PROXIES: CROWD_PROXY_ADDRESS,
  })
  await site.start()
})

afterAll(async () => {
  await site.stop()
})

type Row = Awaited<ReturnType<typeof runOverload>>['rows'][number]

/**
 * The visitor kept at least `ratio` of its rate (in `median`, when the row was measured again),
 * without an error, and health answered; the attacker was refused, never failed: no 5xx but the
 * 503 of a busy server.
 */
function expectVisitorKept(row: Row, ratio: number, median: Row = row) {
  expect(median.visitorRatio, row.attack).toBeGreaterThanOrEqual(ratio)
  expect(row.visitorErrors, row.attack).toBe(0)
  expect(row.healthFailures, row.attack).toBe(0)
  const failures = Object.keys(row.attackerStatuses).filter(
    (status) => /^5\d\d$/.test(status) && status !== '503',
  )
  expect(failures, row.attack).toEqual([])
}

/** The attack's name in bench/overload/attacks.mjs, from the label its row carries. */
const nameOf = (label: string) =>
  Object.entries({ ...attacks, ...crowdAttacks }).find(([, attack]) => attack.label === label)?.[0]

/**
 * A row whose visitor fell short of `ratio` measured twice more, and judged by the median of the
 * three. One attack takes eight seconds of a shared machine, and a stall of the machine's own in
 * them (one CI run: the visitor kept 0.46 under made-up addresses, where five runs before kept
 * 0.83 to 0.94) says nothing of the server; a server that really lets the visitor down falls short
 * in two of the three. The bound itself does not change, and each measurement is reported.
 */
async function medianOfThree(row: Row, ratio: number): Promise<Row> {
  if (row.visitorRatio >= ratio) return row
  const name = nameOf(row.attack)
  if (!name) return row
  const again: Row[] = []
  for (let run = 0; run < 2; run++) {
    const result = await runOverload({
      base: site.url,
      watchDirs: [path.resolve('.next'), site.dataDir],
      only: [name],
    })
    const measured = [...result.rows, ...result.crowd].find((other) => other.attack === row.attack)
    if (measured) again.push(measured)
  }
  const all = [row, ...again].sort((a, b) => a.visitorRatio - b.visitorRatio)
  report(`(h) ${row.attack}, measured again`, {
    visitorRatios: all.map((each) => each.visitorRatio),
  })
  return all[Math.floor(all.length / 2)]!
}

describe('(h) a link checker', () => {
  it('is served every page of the sitemap and every address they name, told to wait, never cut off', async () => {
    // On the server just started: a crawler that holds more connections than the bound on one
    // client (tests/reliability/crawler.ts) is answered 429 with Retry-After past it, as past the
    // bounds on its work, and served once it has waited. A connection closed unanswered (a reset)
    // would tell it nothing; a 5xx would be a failure.
    const result = await crawl(site.url)
    report('(h) a link checker, two pages at a time, each page’s addresses together', result)
    expect(result.pages).toBeGreaterThanOrEqual(50)
    expect(result.pictures).toBeGreaterThanOrEqual(50)
    expect(result.networkErrors).toEqual({})
    expect(result.notServed).toEqual({})
  }, 120_000)
})

describe('(h) one hostile client, and a crowd', () => {
  it('cannot take the site from a visitor, gets quick refusals and leaves nothing on disk', async () => {
    const result = await runOverload({
      base: site.url,
      watchDirs: [path.resolve('.next'), site.dataDir],
    })
    report('(h) visitor alone', result.alone)
    for (const row of result.rows) report(`(h) ${row.attack}`, row)
    report('(h) made-up addresses', result.madeUp ?? {})
    report('(h) the server alone at the crowd’s connections', result.crowdAlone ?? {})
    for (const row of result.crowd) report(`(h) ${row.attack}`, row)

    // The visitor keeps at least half its rate, without an error, and health answers.
    for (const row of result.rows) expectVisitorKept(row, 0.5, await medianOfThree(row, 0.5))
    // A crowd of 5,000 addresses at 20 connections, the visitor at 2: costly work keeps at most
    // the share of the loop visitors leave, so the visitor keeps half its rate and answers within
    // 250 ms; made-up addresses cost what the visitor's page costs, so the visitor keeps at least
    // its share of the connections and the server answers nearly as many as it does alone.
    expect(result.crowd.map((row) => row.attack)).toHaveLength(4)
    for (const row of result.crowd) {
      const cheap = row.attack === crowdAttacks['crowd-made-up']!.label
      const ratio = cheap
        ? CROWD_VISITOR_CONNECTIONS / (CROWD_CONNECTIONS + CROWD_VISITOR_CONNECTIONS)
        : 0.5
      expectVisitorKept(row, ratio, await medianOfThree(row, ratio))
      expect(row.visitorP99, row.attack).toBeLessThan(250)
      if (cheap) expect(row.answeredShare, row.attack).toBeGreaterThanOrEqual(0.8)
    }
    // 10,000 made-up addresses from as many clients: each a 404, and less than 1 MB on disk for
    // all of them.
    expect(result.madeUp?.addresses).toBe(10_000)
    expect(result.madeUp?.statuses).toEqual({ 404: 10_000 })
    expect(result.madeUp?.diskAdded).toBeLessThan(1024 * 1024)
    // Time for rows measured again (medianOfThree), each about half a minute.
  }, 600_000)
})

describe('(h) started another way', () => {
  it('refuses to serve under `next start`, which would skip the bounds, and says why', async () => {
    const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(await freePort()),
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl,
        PAYLOAD_SECRET: 'reliability-secret',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => (child.kill('SIGKILL'), resolve(null)), 60_000)
      child.once('exit', (exitCode) => (clearTimeout(timer), resolve(exitCode)))
    })
    report('(h) next start', {
      exitCode: code,
      said: output.split('\n').find((line) => line.includes('server.mjs')),
    })
    expect(code).toBe(1)
    expect(output).toContain('This site is served by server.mjs, not `next start`')
  })
})
