import { expect, test } from './fixtures'

test.describe('home page', () => {
  test('English at / with seeded content, left to right', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page).toHaveTitle('Rafeef Cooperative Insurance | Protection you can rely on')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Protection for every step of your journey',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/get-a-quote',
    )
    await expect(page.locator('main img').first()).toHaveAttribute(
      'alt',
      'Abstract teal and gold waves',
    )
  })

  test('Arabic at /ar with seeded content, right to left', async ({ page }) => {
    const response = await page.goto('/ar')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page).toHaveTitle('رفيف للتأمين التعاوني | حماية تعتمد عليها')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حماية ترافقك في كل خطوة')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'اطلب عرض سعر' }),
    ).toHaveAttribute('href', '/ar/get-a-quote')
  })

  test('a generic page by name in both languages, with hreflang alternates', async ({ page }) => {
    await page.goto('/who-we-are')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who We Are')
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      /\/ar\/who-we-are$/,
    )
    await page.goto('/ar/who-we-are')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('من نحن')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ar\/who-we-are$/)
  })
})

test.describe('not found', () => {
  for (const [path, home, homeHref] of [
    ['/no-such-page', 'Home', '/'],
    ['/ar/no-such-page', 'الرئيسية', '/ar'],
  ] as const) {
    test(`${path} answers 404 with a link home`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
      const link = page.getByRole('main').getByRole('link', { name: home, exact: true })
      await expect(link).toHaveAttribute('href', homeHref)
      await link.click()
      await expect(page).toHaveURL(homeHref === '/' ? /\/$/ : /\/ar$/)
    })
  }

  test('a path that matches no route at all answers 404 too', async ({ page }) => {
    const response = await page.goto('/a/b/c')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', '/')
  })
})
