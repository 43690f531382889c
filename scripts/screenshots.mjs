#!/usr/bin/env node
// Screenshots of routes in both languages at a phone and a desktop width, for looking at the pages.
// Usage: node scripts/screenshots.mjs [outDir] [route ...]   (site at BASE_URL, default :3000)
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const [outDir = 'test-results/screenshots', ...routes] = process.argv.slice(2)
const widths = { phone: 390, desktop: 1280 }
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
for (const route of routes.length ? routes : ['/']) {
  for (const locale of ['en', 'ar']) {
    const url = locale === 'en' ? route : route === '/' ? '/ar' : `/ar${route}`
    for (const [label, width] of Object.entries(widths)) {
      const page = await browser.newPage({ viewport: { width, height: 900 } })
      // The cookie bar would sit over the middle of a full-page shot; decide it beforehand.
      await page.addInitScript(() => {
        // Init scripts run in every frame, and the sandboxed map frames may not touch storage.
        if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
      })
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' })
      // Scroll through once so lazily loaded images below the fold are in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${locale}-${label}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: true })
      await page.close()
      console.log(path.join(outDir, name))
    }
  }
}
await browser.close()
