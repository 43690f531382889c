import AxeBuilder from '@axe-core/playwright'
import { requestScreenPaths } from '@/features/service-requests'

import { expect, type Page, test } from './fixtures'

/** Every screen of spec §2.1 the site has, and every seeded content page (by path). */
const routes = [
  '/',
  '/who-we-are',
  '/financial-performance',
  '/reach-us',
  '/board-director',
  '/motor-insurance',
  '/travel-insurance',
  '/waad-alAjyal-gold',
  '/waad-isteqrar-gold',
  '/waad-ousra',
  '/visit-visa-travel-insurance',
  '/travellers-guide',
  // Each service-request type's page (its own list in the feature).
  ...requestScreenPaths,
  '/marine-insurance',
  '/health-insurance',
  '/liability-insurance',
  '/engineering-insurance',
  '/pecuniary-insurance',
  '/property-casualty',
  '/trade-credit-insurance',
  '/faqs-page',
  '/claims',
  '/complaints',
  '/submit-complaints',
  '/medical-network',
  '/contact-us',
  '/surplus-distribution',
  '/careers',
  '/career-openings',
  // Seeded jobs; ids count from 1 in a freshly seeded database.
  '/career-details/1',
  '/apply-form/1',
  '/customer-rights',
  '/terms-and-conditions',
  '/privacy-policy',
  '/data-sharing',
  '/report-fraud',
  '/get-a-quote',
  '/401',
]

/** WCAG 2.2 A and AA, the rules the site is held to. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Collects console errors and uncaught errors of our own documents while a page loads. Frames of other
 * sites (the branch maps) are left out: without a network here they show the browser's error page.
 */
function watchErrors(page: Page, origin: string): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const from = message.location().url
    if (message.type() === 'error' && (!from || from.startsWith(origin)))
      errors.push(`${message.text()} (${from})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Phone numbers on the page whose first group is drawn to the right of their last: what an Arabic
 * sentence does to "800 124 7333" unless the number is isolated as a left-to-right run.
 */
function numbersShownOutOfOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const reversed: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const rectOf = (node: Node, start: number, end: number) => {
      const range = document.createRange()
      range.setStart(node, start)
      range.setEnd(node, end)
      return range.getBoundingClientRect()
    }
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\+?\d+(?: \d+){2,}/g)) {
        const groups = match[0].split(' ')
        const start = match.index
        const end = start + match[0].length
        const first = rectOf(node, start, start + groups[0]!.length)
        const last = rectOf(node, end - groups.at(-1)!.length, end)
        // On one line (a number broken across lines says nothing of its order).
        if (first.width > 0 && Math.abs(first.y - last.y) < 4 && first.x > last.x)
          reversed.push(match[0])
      }
    }
    return reversed
  })
}

// Each test loads one page on its own: the two workers of the project `site` share them.
test.describe.configure({ mode: 'parallel' })

for (const locale of ['en', 'ar'] as const) {
  for (const route of routes) {
    const path = locale === 'en' ? route : route === '/' ? '/ar' : `/ar${route}`
    test(`${path} renders real content, accessibly`, async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        // Init scripts run in every frame too, and a map's frame may not touch storage.
        if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
      })
      const errors = watchErrors(page, new URL(baseURL!).origin)
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const text = await page.locator('body').innerText()
      expect(text.length).toBeGreaterThan(200)
      expect(text).not.toMatch(/\b(undefined|null|NaN)\b/)
      // An Arabic page is in Arabic: not just its header and footer.
      if (locale === 'ar') expect(text.match(/[\u0600-\u06FF]/g)?.length ?? 0).toBeGreaterThan(300)
      expect(await numbersShownOutOfOrder(page)).toEqual([])
      const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([])
      expect(errors).toEqual([])
    })
  }
}

test.describe('on a phone, before any script has run', () => {
  // A phone lays a page out as wide as its widest content: one element that escapes its clipping
  // box widens the whole page until the scripts fix it, and everything moves (layout shift).
  test.use({
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  })

  test('no page is wider than the screen', async ({ page }) => {
    test.setTimeout(180_000)
    const tooWide: string[] = []
    for (const locale of ['en', 'ar'] as const) {
      for (const route of routes) {
        const path = locale === 'en' ? route : route === '/' ? '/ar' : `/ar${route}`
        await page.goto(path)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > 360) tooWide.push(`${path}: ${width} px`)
      }
    }
    expect(tooWide).toEqual([])
  })
})
