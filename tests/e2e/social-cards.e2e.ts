import { expect, type Page, test } from './fixtures'

/** The meta tags a crawler reads, by name or property. */
async function tags(page: Page) {
  return page.evaluate(() => {
    const found: Record<string, string> = {}
    for (const meta of document.head.querySelectorAll('meta')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name')
      if (key && !(key in found)) found[key] = meta.getAttribute('content') ?? ''
    }
    found.canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
    found.title = document.title
    return found
  })
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

const pages = [
  { path: '/', locale: 'en_GB', alternate: 'ar_SA', brand: 'Rafeef' },
  { path: '/ar', locale: 'ar_SA', alternate: 'en_GB', brand: 'رفيف' },
  { path: '/motor-insurance', locale: 'en_GB', alternate: 'ar_SA', brand: 'Rafeef' },
  { path: '/ar/motor-insurance', locale: 'ar_SA', alternate: 'en_GB', brand: 'رفيف' },
  { path: '/faqs-page', locale: 'en_GB', alternate: 'ar_SA', brand: 'Rafeef' },
  { path: '/ar/activate-visa', locale: 'ar_SA', alternate: 'en_GB', brand: 'رفيف' },
  { path: '/career-openings', locale: 'en_GB', alternate: 'ar_SA', brand: 'Rafeef' },
  // A framed e-services page: not indexed, but a shared address still has its card.
  { path: '/ar/e-services/claim-tracking', locale: 'ar_SA', alternate: 'en_GB', brand: 'رفيف' },
]

test.describe('social cards', () => {
  for (const { path, locale, alternate, brand } of pages) {
    test(`${path} has a card in its language and a picture of its title`, async ({
      page,
      request,
    }) => {
      await page.goto(path)
      const meta = await tags(page)
      expect(meta.title).toContain(brand)
      expect(meta.description?.length).toBeGreaterThan(20)
      expect(meta['og:title']?.length).toBeGreaterThan(0)
      expect(meta['og:description']).toBe(meta.description)
      expect(meta['og:url']).toBe(meta.canonical)
      expect(meta['og:locale']).toBe(locale)
      expect(meta['og:locale:alternate']).toBe(alternate)
      expect(meta['og:site_name']).toContain(brand)
      expect(meta['twitter:card']).toBe('summary_large_image')
      expect(meta['og:image:width']).toBe('1200')
      expect(meta['og:image:height']).toBe('630')
      const image = new URL(meta['og:image'] ?? '')
      expect(image.protocol).toMatch(/^https?:$/)
      expect(image.pathname).toMatch(
        locale === 'ar_SA' ? /^\/ar\/share-image\/[a-z]+\/./ : /^\/share-image\/[a-z]+\/./,
      )
      expect(meta['twitter:image']).toBe(meta['og:image'])

      const response = await request.get(`${image.pathname}${image.search}`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      expect(response.headers()['cache-control']).toContain('immutable')
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
    })
  }

  test('a job page has its card, and a picture nobody published is not found', async ({
    page,
    request,
  }) => {
    await page.goto('/ar/career-openings')
    await page.locator('a[href*="/career-details/"]').first().click()
    await expect(page).toHaveURL(/\/ar\/career-details\/./)
    const meta = await tags(page)
    expect(meta.description?.length).toBeGreaterThan(20)
    expect(meta['og:image']).toMatch(/\/ar\/share-image\/job\/[^/?]+\?v=/)
    const jobImage = await request.get(new URL(meta['og:image'] ?? '').pathname)
    expect(jobImage.status()).toBe(200)
    // Without the current version the picture may be kept only as long as a page.
    expect(jobImage.headers()['cache-control']).not.toContain('immutable')

    for (const address of [
      '/share-image/page/no-such-page',
      '/ar/share-image/job/999999',
      '/share-image/screen/no-such-screen',
      '/share-image/other/home',
    ])
      expect((await request.get(address)).status(), address).toBe(404)
  })
})
