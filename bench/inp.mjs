#!/usr/bin/env node
// Interaction to Next Paint of real interactions (`npm run bench:inp`): Lighthouse 12 user flows
// in Debian's Chromium, a phone's screen with a four-times-slower CPU applied (DevTools
// throttling), on the production server with a freshly seeded database. For each interaction the
// page is loaded, then a timespan records the one interaction, and its INP is Lighthouse's
// `interaction-to-next-paint`. Each is measured several times and the median printed, with every
// run; writes bench/inp.json.
//
//   LIGHTHOUSE_RUNS=5   runs per interaction (3 unless told)
import { writeFileSync } from 'node:fs'

import { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'

import { provenance, serveSeeded } from './lib.mjs'

/** What a visitor does, on the page they do it on. */
const interactions = [
  {
    name: 'open the menu (phone)',
    page: '/',
    act: (page) => page.click('::-p-aria(Open menu)'),
  },
  {
    name: 'open the menu (phone, Arabic)',
    page: '/ar',
    act: (page) => page.click('::-p-aria(فتح القائمة)'),
  },
  {
    name: 'open an FAQ answer',
    page: '/faqs-page',
    act: (page) => page.click('button[id$="-q-0"]'),
  },
  {
    name: 'open the date picker',
    page: '/activate-visa',
    act: (page) => page.click('button[aria-haspopup="dialog"]'),
  },
  {
    // On a phone the switch is in the menu, opened before the timespan starts.
    name: 'switch the language (phone)',
    page: '/motor-insurance',
    before: (page) => page.click('::-p-aria(Open menu)'),
    act: (page) => page.click('::-p-aria(Switch to Arabic)'),
  },
  {
    name: 'type a name in the contact form',
    page: '/contact-us',
    act: (page) => page.type('input[name="name"]', 'Noura Al-Qahtani'),
  },
]

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const settings = {
  formFactor: 'mobile',
  screenEmulation: {
    mobile: true,
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    disabled: false,
  },
  throttlingMethod: 'devtools',
  throttling: {
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
  onlyCategories: ['performance'],
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const { base, stop } = await serveSeeded(process.env.BENCH_PORT ?? '3302')
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  headless: true,
})
try {
  const rows = []
  for (const { name, page: path, before, act } of interactions) {
    const values = []
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage()
      // Decided about cookies, as a returning visitor: the bar would sit over the page's foot.
      await page.evaluateOnNewDocument(() => localStorage.setItem('cookiesAccepted', 'true'))
      const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings } })
      await flow.navigate(`${base}${path}`)
      if (before) {
        // Lighthouse leaves the phone's screen when a navigation ends, and applies it again when a
        // timespan starts: what comes before the timespan gets it here.
        await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true })
        await before(page)
      }
      await flow.startTimespan()
      await act(page)
      // Long enough for the paint after the interaction, and for a slow one to be seen whole.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await flow.endTimespan()
      const { steps } = await flow.createFlowResult()
      const inp = steps[1]?.lhr.audits['interaction-to-next-paint']?.numericValue
      if (typeof inp !== 'number') throw new Error(`no interaction was recorded for "${name}"`)
      values.push(Math.round(inp))
      await page.close()
    }
    rows.push({ interaction: name, page: path, inpMs: median(values), runs: values.join(' ') })
  }
  console.table(rows)
  writeFileSync(
    'bench/inp.json',
    `${JSON.stringify({ ...(await provenance()), lighthouse: `12 user flows, phone, CPU ×4 (DevTools), median of ${runs}`, rows }, null, 2)}\n`,
  )
  console.log('written to bench/inp.json')
} finally {
  await browser.close()
  stop()
}
