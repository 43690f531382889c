import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'
import { expect, type Page, test, whenHydrated } from './fixtures'

/** The cookie bar covers the bottom of the page on a first visit; most tests start decided. */
async function decideCookies(page: Page) {
  await page.addInitScript(() => {
    // Init scripts run in every frame too, and a map's frame may not touch storage.
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
}

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  test.beforeEach(({ page }) => decideCookies(page))

  test('hover opens one dropdown at a time and leaving closes it', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About' })
    const service = nav.getByRole('button', { name: 'Customer Service' })
    await about.hover()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Reach Us' })).toBeVisible()
    await service.hover()
    await expect(service).toHaveAttribute('aria-expanded', 'true')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(640, 600)
    await expect(service).toHaveAttribute('aria-expanded', 'false')
  })

  test('a click toggles a dropdown and its links navigate', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const about = nav.getByRole('button', { name: 'About' })
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await about.click()
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await about.click()
    await nav.getByRole('link', { name: 'Reach Us' }).click()
    await expect(page).toHaveURL(/\/reach-us$/)
    // The item of the current page is marked active.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }),
    ).toHaveClass(/text-brand-600/)
  })

  test('the product items lead to their first page; Careers and the quote button to theirs', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(
      nav.getByRole('link', { name: 'Individual Products', exact: true }),
    ).toHaveAttribute('href', '/motor-insurance')
    await expect(
      nav.getByRole('link', { name: 'Corporate Products', exact: true }),
    ).toHaveAttribute('href', '/marine-insurance')
    await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers')
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Get a Quote' }),
    ).toHaveAttribute('href', '/get-a-quote')
    await expect(
      page.getByRole('banner').getByRole('link', { name: /home/i }).first(),
    ).toHaveAttribute('href', '/')
  })

  test('keyboard: Enter opens a dropdown, Escape closes it and keeps focus on its button', async ({
    page,
  }) => {
    await page.goto('/')
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'About' })
    await about.focus()
    await page.keyboard.press('Enter')
    await expect(about).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Who We Are' }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(about).toHaveAttribute('aria-expanded', 'false')
    await expect(about).toBeFocused()
  })

  test('Arabic menu in Arabic, links under /ar', async ({ page }) => {
    await page.goto('/ar')
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' })
    await expect(nav.getByRole('link', { name: 'منتجات الأفراد', exact: true })).toHaveAttribute(
      'href',
      '/ar/motor-insurance',
    )
    await nav.getByRole('button', { name: 'من نحن' }).click()
    await expect(nav.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
      'href',
      '/ar/reach-us',
    )
  })
})

test.describe('phone drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(({ page }) => decideCookies(page))

  test('the hamburger opens a drawer that keeps focus and closes with Escape', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const hamburger = page.getByRole('button', { name: 'Open menu' })
    await hamburger.click()
    const drawer = page.getByRole('dialog', { name: 'Main' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Switch to Arabic' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Online services' })).toHaveAttribute(
      'href',
      /^https:\/\/eservices\./,
    )
    // Focus stays inside the modal drawer.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(hamburger).toBeFocused()
  })

  test('the drawer navigation opens a section and goes to its page', async ({ page }) => {
    await page.goto('/ar')
    await page.getByRole('button', { name: 'فتح القائمة' }).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('button', { name: 'من نحن' }).click()
    await drawer.getByRole('link', { name: 'تواصل معنا' }).click()
    await expect(page).toHaveURL(/\/ar\/reach-us$/)
    await expect(drawer).toBeHidden()
  })
})

test.describe('breadcrumb and side menu', () => {
  test.beforeEach(({ page }) => decideCookies(page))

  test('a grouped page: breadcrumb, heading, its group menu with the current page', async ({
    page,
  }) => {
    await page.goto('/reach-us')
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'About', 'Reach Us'])
    await expect(crumbs.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/who-we-are')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveCSS('font-weight', '700')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reach Us')
    const side = page.getByRole('navigation', { name: 'In this section' })
    await expect(side.getByRole('link')).toHaveText([
      'Who We Are',
      'Financial Performance',
      'Reach Us',
      'Board of Directors',
    ])
    await expect(side.getByRole('link', { name: 'Reach Us' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await side.getByRole('link', { name: 'Board of Directors' }).click()
    await expect(page).toHaveURL(/\/board-director$/)
  })

  test('in Arabic the trail reads right to left with its arrows mirrored', async ({ page }) => {
    await page.goto('/ar/motor-insurance')
    const crumbs = page.getByRole('navigation', { name: 'مسار التنقل' })
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'الرئيسية',
      'منتجات الأفراد',
      'تأمين المركبات',
    ])
    const transform = await crumbs
      .locator('svg')
      .first()
      .evaluate((el) => getComputedStyle(el).transform)
    expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await expect(
      page.getByRole('navigation', { name: 'في هذا القسم' }).locator('[aria-current="page"]'),
    ).toHaveText('تأمين المركبات')
  })

  test('pages the spec does not list have no breadcrumb', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  })
})

test.describe('footer', () => {
  test.beforeEach(({ page }) => decideCookies(page))

  test('company facts, call-centre link and the copyright year of each language', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: /Call centre/ })).toHaveAttribute(
      'href',
      'tel:8001247333',
    )
    await expect(footer).toContainText('Capital SR 600,000,000')
    await expect(footer).toContainText('Royal Decree M/60 dated 18/9/1427 H')
    await expect(footer).toContainText('regulated and supervised by the Insurance Authority')
    await expect(footer).toContainText('© 2025')
    for (const href of [
      '/who-we-are',
      '/claims',
      '/careers',
      '/contact-us',
      '/customer-rights',
      '/terms-and-conditions',
      '/privacy-policy',
      '/data-sharing',
      '/report-fraud',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank')
    await page.goto('/ar')
    await expect(page.getByRole('contentinfo')).toContainText('© 2024')
  })
})

test.describe('cookie bar', () => {
  test('shows until decided; Reject all is remembered; settings can be changed from the footer', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('region', { name: 'Cookie settings' })
    await expect(bar).toBeVisible()
    await bar.getByRole('button', { name: 'Reject all' }).click()
    await expect(bar).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false')
    await page.reload()
    await expect(page.getByText('We use cookies')).toBeHidden()

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('tab', { name: 'Your privacy' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await dialog.getByRole('tab', { name: 'Your privacy' }).press('ArrowRight')
    await expect(dialog.getByRole('tab', { name: 'Strictly necessary cookies' })).toBeFocused()
    await expect(dialog.getByRole('tabpanel')).toContainText('Always on')
    await dialog.getByRole('button', { name: 'Save settings' }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true')
  })

  test('the settings dialog is modal, has the more-information link, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/ar')
    const bar = page.getByRole('region', { name: 'إعدادات ملفات تعريف الارتباط' })
    await bar.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }).click()
    const dialog = page.getByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' })
    await expect(
      dialog.getByRole('link', { name: 'مزيد من المعلومات عن ملفات تعريف الارتباط' }),
    ).toHaveAttribute('target', '_blank')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Closing without a choice leaves the bar in place.
    await expect(bar).toBeVisible()
    await bar.getByRole('button', { name: 'موافق' }).click()
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('true')
  })

  test('the server-rendered bar is hidden before any script of the page runs once the visitor has chosen', async ({
    page,
  }) => {
    // Without the page's scripts nothing hydrates: only the inline decision script can hide the bar.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
    const bar = page.getByRole('region', { name: 'Cookie settings' })
    await page.goto('/motor-insurance')
    await expect(bar).toBeVisible()
    await page.evaluate(() => localStorage.setItem('cookiesAccepted', 'false'))
    await page.reload()
    await expect(page.locator('[data-cookie-bar]')).toHaveCount(1)
    await expect(bar).toBeHidden()
  })

  test('while the bar shows, the focused element is never under it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/privacy-policy')
    const bar = page.getByRole('region', { name: 'Cookie settings' })
    await expect(bar).toBeVisible()
    const barTop = (await bar.boundingBox())!.y
    // Focus the last link of the page (in the footer) and check it is above the bar.
    const last = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
    await last.focus()
    const box = (await last.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(barTop + 1)
  })
})

test.describe('protected routes', () => {
  test('without a token the guard replaces the page with /401', async ({ page }) => {
    await page.goto('/')
    await page.goto('/account')
    await expect(page).toHaveURL(/\/401$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Home', exact: true }),
    ).toHaveAttribute('href', '/')
    // Replaced, not pushed: Back returns to the page before the protected one.
    await page.goBack()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('with a token the protected screen renders, in Arabic too', async ({ page }) => {
    await page.addInitScript(() => {
      // Init scripts run in every frame too, and a map's frame may not touch storage.
      if (window === window.top) localStorage.setItem('token', 'signed-in')
    })
    await page.goto('/ar/account')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حسابي')
    await expect(page).toHaveURL(/\/ar\/account$/)
  })
})

test.describe('not found', () => {
  const cases = [
    { path: '/no-such-page', lang: 'en', home: '/', text: en.notFound.text },
    { path: '/ar/no-such-page', lang: 'ar', home: '/ar', text: ar.notFound.text },
    { path: '/a/b/c', lang: 'en', home: '/', text: en.notFound.text },
    { path: '/career-details/987654', lang: 'en', home: '/', text: en.careers.jobNotFound },
    { path: '/ar/apply-form/987654', lang: 'ar', home: '/ar', text: ar.careers.jobNotFound },
  ]

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const { path, lang, home, text } of cases) {
      test(`${path} is a whole 404 document in its language`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
        await expect(page.getByText(text)).toBeVisible()
        const main = page.getByRole('main')
        await expect(
          main.getByRole('link', { name: lang === 'ar' ? ar.notFound.home : en.notFound.home }),
        ).toHaveAttribute('href', home)
        await expect(page.getByRole('banner')).toBeVisible()
      })
    }
  })

  test('the 404 document comes alive at its own address', async ({ page }) => {
    await decideCookies(page)
    await page.goto('/ar/no-such-page', { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/ar/no-such-page')
    await page.getByRole('main').getByRole('link', { name: ar.notFound.home }).click()
    await expect(page).toHaveURL(/\/ar$/)
  })
})

/** The top-level items of the desktop menu on screen, and how many rows they take. */
async function menuRows(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector('header nav[aria-label] > ul')
    const cells = [...(row?.children ?? [])].filter(
      (cell) => getComputedStyle(cell).visibility !== 'hidden',
    )
    const tops = new Set(cells.map((cell) => Math.round(cell.getBoundingClientRect().top)))
    const end = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right))
    const start = Math.min(...cells.map((cell) => cell.getBoundingClientRect().left))
    return { rows: tops.size, cells: cells.length, start, end }
  })
}

test.describe('the desktop menu keeps to one row', () => {
  test.beforeEach(({ page }) => decideCookies(page))

  for (const path of ['/', '/ar']) {
    for (const width of [1024, 1280, 1440]) {
      for (const visit of ['first', 'second'] as const) {
        test(`${path} at ${width} px on a ${visit} visit`, async ({ page }) => {
          await page.setViewportSize({ width, height: 900 })
          // A first visit may miss the web font (font-display: optional): drawn in the fallback.
          if (visit === 'first') await page.route(/\.woff2$/, (route) => route.abort())
          else await page.goto(path)
          await page.goto(path)
          const nav = page.getByRole('navigation', {
            name: path === '/' ? 'Main' : 'القائمة الرئيسية',
          })
          await whenHydrated(nav)
          const webFont = await page.evaluate(() =>
            [...document.fonts].some(
              (face) =>
                face.family.replace(/["']/g, '') === 'IBM Plex Sans Arabic' &&
                face.status === 'loaded',
            ),
          )
          expect(webFont).toBe(visit === 'second')
          const menu = await menuRows(page)
          expect(menu.rows).toBe(1)
          // Nothing drawn over the buttons beside the menu.
          const quote = await page
            .getByRole('banner')
            .getByRole('link', { name: path === '/' ? 'Get a Quote' : 'اطلب عرض سعر' })
            .boundingBox()
          if (path === '/') expect(menu.end).toBeLessThanOrEqual(quote!.x)
          else expect(menu.start).toBeGreaterThanOrEqual(quote!.x + quote!.width)
          // What is not on the row is in More, so every item is still one click away.
          const more = nav.getByRole('button', { name: path === '/' ? 'More' : 'المزيد' })
          if (await more.isVisible()) {
            await more.click()
            await expect(nav.locator('#menu-more').getByRole('link').first()).toBeVisible()
          }
        })
      }
    }
  }
})
