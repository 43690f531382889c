#!/usr/bin/env node
// The block chooser's pictures (src/blocks/pictures): each section kind drawn from the first
// seeded page that has one, in English and in Arabic, as a 3:2 WebP.
// Usage: node scripts/capture-section-pictures.mjs   (seeded site at BASE_URL, default :3000)
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { sectionPictureFolder } from '../src/blocks/pictures/address.mjs'
import { sectionAnchor } from '../src/routes.mjs'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
// The page is drawn at a tablet's width and the picture kept at half of it: small enough for the
// chooser's cards (about 170 px wide at 1280 px), sharp on a screen of twice the density.
const drawnWidth = 960
const picture = { width: 480, height: 320 }

/** Every page's address from the sitemap, in English. */
async function pageAddresses() {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((pathname) => !pathname.startsWith('/ar') && pathname.split('/').length === 2)
}

/** Where each kind's sections are: the page's address and the section's id, in seed order. */
async function sectionsByKind() {
  const found = new Map()
  for (const address of await pageAddresses()) {
    const response = await fetch(`${base}/api/pages/${address.slice(1) || 'home'}`)
    if (!response.ok) continue
    const { data } = await response.json()
    for (const { id, section } of data.sections ?? [])
      found.set(section.name, [...(found.get(section.name) ?? []), { address, id }])
  }
  return found
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const [kind, places] of await sectionsByKind()) {
  for (const locale of ['en', 'ar']) {
    const page = await browser.newPage({ viewport: { width: drawnWidth, height: 900 } })
    await page.addInitScript(() => {
      if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
    })
    // A page's banner is drawn as its heading (ContentPage), without the anchor of a section:
    // then it is the page's first section element.
    let section = null
    for (const { address, id } of places) {
      const localized = locale === 'ar' ? (address === '/' ? '/ar' : `/ar${address}`) : address
      await page.goto(`${base}${localized}`, { waitUntil: 'networkidle' })
      section = page.locator(`#${sectionAnchor(id)}`)
      if ((await section.count()) === 1) break
      section = kind === 'full_banner' ? page.locator('main section').first() : null
      if (section) break
    }
    if (!section) throw new Error(`${kind}: no seeded page draws one`)
    // The sticky header would sit over every section but the first.
    await page.addStyleTag({ content: 'header { position: static !important; }' })
    await section.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const shot = await section.screenshot({ animations: 'disabled' })
    const { width = 0, height = 0 } = await sharp(shot).metadata()
    // The section's top, at most as tall as the card's proportion allows.
    const top = {
      left: 0,
      top: 0,
      width,
      height: Math.min(height, Math.round((width * picture.height) / picture.width)),
    }
    const file = path.join(sectionPictureFolder, `${kind}.${locale}.webp`)
    // A short section is shown whole on the page's white rather than cropped to the card.
    await sharp(shot)
      .extract(top)
      .resize({ ...picture, fit: 'contain', background: '#ffffff' })
      .webp({ quality: 70 })
      .toFile(file)
    console.log(`${file} (from ${page.url()})`)
    await page.close()
  }
}
await browser.close()
