#!/usr/bin/env node
// First-load JavaScript of a few pages: every script the browser fetches to show the page (up to the
// load event: later prefetches of linked pages are not part of it), in bytes as sent (compressed) and
// as parsed (decoded). Run against a production server (`npm start`).
// Usage: node bench/first-load-js.mjs [path ...]   (site at BASE_URL, default http://localhost:3000)
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/motor-insurance', '/ar', '/ar/motor-insurance']
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const path of paths) {
  const context = await browser.newContext()
  const page = await context.newPage()
  // Requests are noted as they start, so the load event splits them exactly; sizes are read after.
  const requested = []
  let loaded = false
  page.on('load', () => {
    loaded = true
  })
  page.on('request', (request) => {
    if (!loaded && request.resourceType() === 'script') requested.push(request)
  })
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(
    requested.map(async (request) => {
      const response = await request.response()
      const sizes = await request.sizes()
      return {
        url: request.url(),
        sent: sizes.responseBodySize,
        decoded: (await response?.body())?.length ?? 0,
      }
    }),
  )
  const sent = scripts.reduce((sum, s) => sum + s.sent, 0)
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0)
  console.log(
    `${path.padEnd(24)} ${String(scripts.length).padStart(3)} scripts  ${kb(sent).padStart(10)} sent  ${kb(decoded).padStart(10)} parsed`,
  )
  await context.close()
}
await browser.close()
