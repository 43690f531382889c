// On both databases: years of rows test each database's query plans and paging.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { report } from './report'
import { newSite, type Site } from './site'

/**
 * Years of submissions (`npm run seed:scale` at 5 %: 50,000 service requests with their documents
 * and emails, 10,000 job applications with CVs, 15,000 contact messages) must not change what
 * starting the server costs: it answers at once, the start-up sweep walks every upload row and
 * file a page at a time, and memory stays under a bound the whole time.
 */
const SCALE = '0.05'
/** The server alone is about 300 MB (354 MB at most through this test's start and sweep). */
const MAX_RSS_MB = 600

let site: Site | undefined

afterAll(async () => {
  await site?.stop()
})

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

describe('a site with years of submissions', () => {
  it('starts, sweeps every upload and stays within its memory bound', async () => {
    site = await newSite()
    const seeded = spawnSync('npx', ['payload', 'run', 'src/seed/scale.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NODE_OPTIONS: '--conditions=production --no-deprecation',
        DATA_DIR: site.dataDir,
        DATABASE_URL: site.databaseUrl,
        SEED_SCALE: SCALE,
      },
      encoding: 'utf8',
      timeout: 600_000,
    })
    expect(seeded.status, seeded.stderr + seeded.stdout).toBe(0)
    expect(seeded.stdout + seeded.stderr).toMatch(/seed:scale: done/)

    // What a crash long ago left: files no row names, among the tens of thousands that have one.
    const documents = path.join(site.dataDir, 'private', 'request-documents')
    mkdirSync(documents, { recursive: true })
    const strays = ['crashed-1.pdf', 'crashed-2.pdf'].map((name) => {
      const file = path.join(documents, name)
      writeFileSync(file, '%PDF-1.4\n')
      const longAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
      utimesSync(file, longAgo, longAgo)
      return file
    })

    const started = Date.now()
    const sampling = { peak: 0, samples: 0 }
    const startPromise = site.start()
    const sampler = setInterval(() => {
      const pid = site?.pid()
      if (!pid || !existsSync(`/proc/${pid}/status`)) return
      sampling.peak = Math.max(sampling.peak, rssMb(pid))
      sampling.samples++
    }, 100)
    try {
      await startPromise
      const healthyMs = Date.now() - started
      await expect
        .poll(() => site!.output(), { timeout: 300_000, interval: 500 })
        .toMatch(/Orphan sweep at start finished/)
      const sweptMs = Date.now() - started
      report('scale: start on 5 % of a decade', {
        healthyMs,
        sweptMs,
        peakRssMb: Math.round(sampling.peak),
        samples: sampling.samples,
        // The logger colours its lines: the figures end where the colour code starts.
        sweep: /Orphan sweep at start finished: ([^"\u001b\n]*)/.exec(site.output())?.[1],
      })
      expect(sampling.samples).toBeGreaterThan(0)
      expect(sampling.peak).toBeLessThan(MAX_RSS_MB)
      expect(site.output()).toMatch(/Orphan sweep at start finished: 0 rows, 2 files removed/)
      for (const file of strays) expect(existsSync(file)).toBe(false)
    } finally {
      clearInterval(sampler)
    }

    // Still answering once the sweep is over.
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
  })
})
