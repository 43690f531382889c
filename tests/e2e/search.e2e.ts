import AxeBuilder from '@axe-core/playwright'

import { expect, test, whenHydrated } from './fixtures'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.describe('site search', () => {
  test('English: the header field finds a question, marks the word and links to its section', async ({
    page,
  }) => {
    await page.goto('/')
    const field = page.getByRole('search', { name: 'Search the site' }).getByRole('searchbox', {
      name: 'Words to search for',
    })
    await field.fill('vat')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=vat$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      /^\d+ results? for “vat”$/,
    )
    // The page's own field holds the query.
    await expect(page.locator('#search-page-query')).toHaveValue('vat')
    const result = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Frequently Asked Questions' }) })
    await expect(result.locator('mark').first()).toHaveText('VAT')
    const link = result.getByRole('link', { name: 'Frequently Asked Questions' })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/faqs-page#section-[\w-]+$/)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[#/]/g, '\\$&')}$`))
    const section = page.locator(`[id="${href!.split('#')[1]}"]`)
    await expect(section).toBeInViewport()
    await expect(section).toContainText('Is VAT added to the premium?')
  })

  test('Arabic: normalized words find the question, in Arabic, with Arabic addresses', async ({
    page,
  }) => {
    await page.goto('/ar')
    const field = page.getByRole('search', { name: 'البحث في الموقع' }).getByRole('searchbox', {
      name: 'كلمات البحث',
    })
    // No hamza, ta marbuta written as ha, the article: «هل تُضاف ضريبة القيمة المضافة».
    await field.fill('الضريبه تضاف')
    await field.press('Enter')
    await expect(page).toHaveURL(/\/ar\/search\?q=/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('البحث')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(
      '«الضريبه تضاف»',
    )
    const result = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'الأسئلة الشائعة' }) })
    await expect(result.getByRole('link', { name: 'الأسئلة الشائعة' })).toHaveAttribute(
      'href',
      /^\/ar\/faqs-page#section-[\w-]+$/,
    )
    await expect(result.locator('mark', { hasText: 'ضريبة' }).first()).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    expect(violations).toEqual([])
  })

  test('on a phone: the menu has the field, and the search page says when nothing matches', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [home, openMenu, query, nothing] of [
      ['/', 'Open menu', 'zxqvvy', 'No results for “zxqvvy”.'],
      ['/ar', 'فتح القائمة', 'زخقثث', 'لا توجد نتائج عن «زخقثث».'],
    ] as const) {
      await page.goto(home)
      const menuButton = page.getByRole('button', { name: openMenu })
      // A click before the header hydrates opens nothing: on a loaded machine it comes first.
      await whenHydrated(menuButton)
      await menuButton.click()
      const field = page.getByRole('dialog').getByRole('searchbox')
      await field.fill(query)
      await field.press('Enter')
      await expect(page).toHaveURL(home === '/' ? /\/search\?q=/ : /\/ar\/search\?q=/)
      await expect(page.locator('#search-page-query')).toHaveValue(query)
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(nothing)
      await expect(page.getByRole('main').locator('mark')).toHaveCount(0)
      const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
      expect(violations).toEqual([])
    }
  })

  test('finds open jobs, and is not indexed by search engines', async ({ page }) => {
    await page.goto('/search?q=adjuster')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    const job = page.getByRole('listitem').filter({ hasText: 'Job' }).first()
    await expect(job.getByRole('link')).toHaveAttribute('href', /^\/career-details\/\d+$/)
    await expect(job.locator('mark').first()).toHaveText(/adjuster/i)
  })
})
