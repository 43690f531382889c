#!/usr/bin/env node
// Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G link, simulated) in Debian's
// Chromium over the site's key pages (`npm run lighthouse`), on the production server with a
// freshly seeded database and SITE_URL set to the served address. Each page is measured several
// times and the median run is kept (Lighthouse's own choice of median, as Lighthouse CI does),
// because one run on a shared machine moves by several points. Prints the four category scores,
// LCP, TBT, CLS and the JavaScript transferred per page, then the performance score, LCP and TBT of
// the same page loaded under that phone and link applied for real (DevTools throttling, `applied*`
// columns, median of as many runs); writes bench/lighthouse.json.
//
//   npm run lighthouse               the pages below
//   npm run lighthouse -- /ar /faqs  only these
//   LIGHTHOUSE_RUNS=5                runs per page (3 unless told)
//   LIGHTHOUSE_REPORTS=dir           also keep each page's median report there
import { writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'

import { provenance, serveSeeded } from './lib.mjs'

const chosen = process.argv.slice(2)
const pages = chosen.length
  ? chosen
  : ['/', '/ar', '/motor-insurance', '/ar/motor-insurance', '/contact-us', '/career-openings']
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const { base, stop } = await serveSeeded(process.env.BENCH_PORT ?? '3301')
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})

const score = (category) => Math.round((category?.score ?? 0) * 100)

/**
 * Lighthouse's median of `runs` runs of one page, with the performance score of each run. A run in
 * which the page never painted (Lighthouse's NO_FCP, seen once in a while on a busy machine) has no
 * figures to take a median of; it is counted, not hidden.
 */
async function medianRun(page, throttlingMethod) {
  const results = []
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
    })
    if (result) results.push(result.lhr)
  }
  const valid = filterToValidRuns(results)
  const lhr = valid.length ? computeMedianRun(valid) : results[0]
  if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`)
  return {
    lhr,
    runs: results
      .map((run) => (valid.includes(run) ? score(run.categories.performance) : 'failed'))
      .join(' '),
  }
}

try {
  const rows = []
  // One warm-up visit per page, in a browser, fills the server's caches as earlier visitors would
  // have: the page itself and the resized pictures it shows. Every measured run is still a first
  // visit for the browser (Lighthouse clears its cache).
  const warmUp = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  for (const page of pages) {
    const context = await warmUp.newContext({ viewport: { width: 412, height: 823 } })
    await (await context.newPage()).goto(`${base}${page}`, { waitUntil: 'networkidle' })
    await context.close()
  }
  await warmUp.close()

  for (const page of pages) {
    const { lhr, runs: scores } = await medianRun(page, 'simulate')
    // The same page loaded under that phone and link for real (DevTools throttling), measured as
    // it happens: a check on the simulation, which counts every script that arrived before the
    // largest paint in its unthrottled trace as if the paint waited for it.
    const applied = (await medianRun(page, 'devtools')).lhr
    if (process.env.LIGHTHOUSE_REPORTS) {
      writeFileSync(
        `${process.env.LIGHTHOUSE_REPORTS}/${page.replace(/\//g, '_') || '_'}.json`,
        JSON.stringify(lhr),
      )
    }
    const scripts = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    )
    rows.push({
      page,
      runs: scores,
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      seo: score(lhr.categories.seo),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      appliedPerformance: score(applied.categories.performance),
      appliedLcpMs: Math.round(applied.audits['largest-contentful-paint'].numericValue ?? 0),
      appliedTbtMs: Math.round(applied.audits['total-blocking-time'].numericValue ?? 0),
      jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
      // A run Lighthouse could not finish (the page did not paint in time, say) scores 0: say so.
      error: lhr.runtimeError?.code ?? '',
      // What costs the three other categories their points, so a score below 100 says why.
      failed: ['accessibility', 'best-practices', 'seo']
        .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
        .join(' '),
    })
  }
  console.table(rows)
  writeFileSync(
    'bench/lighthouse.json',
    `${JSON.stringify({ ...(await provenance()), lighthouse: `12 (mobile), median of ${runs}; applied*: DevTools throttling`, rows }, null, 2)}\n`,
  )
  console.log('written to bench/lighthouse.json')
} finally {
  await chrome.kill()
  stop()
}
