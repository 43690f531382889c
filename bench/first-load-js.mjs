#!/usr/bin/env node
// First-load JavaScript of a few pages: every script the browser fetches to show the page, in bytes
// as sent (compressed) and as parsed (decoded). Run against a production server (`npm start`).
// Usage: node bench/first-load-js.mjs [path ...]   (site at BASE_URL, default http://localhost:3000)
import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/motor-insurance', '/ar', '/ar/motor-insurance']
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const path of paths) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes()
    const response = await request.response()
    scripts.push({ url: request.url(), sent: sizes.responseBodySize, decoded: (await response?.body())?.length ?? 0 })
  })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  const sent = scripts.reduce((sum, s) => sum + s.sent, 0)
  const decoded = scripts.reduce((sum, s) => sum + s.decoded, 0)
  console.log(`${path.padEnd(24)} ${String(scripts.length).padStart(3)} scripts  ${kb(sent).padStart(10)} sent  ${kb(decoded).padStart(10)} parsed`)
  await context.close()
}
await browser.close()
