import {
  expect,
  expectSaved,
  logIn,
  type Page,
  setAdminLanguage,
  test,
  whenHydrated,
} from './fixtures'

/** Asked from inside the admin: the CMS API reads the session cookie only from a browser's own requests. */
async function homeId(page: Page): Promise<number> {
  const { docs } = await page.evaluate(async () =>
    (await fetch('/cms/api/pages?where[name][equals]=home&depth=0')).json(),
  )
  return docs[0].id
}

/** Edits the first section's title of the home page in the admin and publishes it. */
async function publishCoverTitle(page: Page, locale: 'en' | 'ar', title: string) {
  await page.goto(`/admin/collections/pages/${await homeId(page)}?locale=${locale}`)
  const field = page.locator('#field-sections__0__title')
  await expect(field).toBeVisible()
  await whenHydrated(field)
  // Already so (a restore after a step that failed before its save): the admin offers no save,
  // and waiting for one would hide that step's own error behind a timeout.
  if ((await field.inputValue()) === title) return
  await field.fill(title)
  await page.locator('#action-save').click()
  await expectSaved(page)
}

test('the seeded admin logs in with the English admin UI', async ({ page }) => {
  await logIn(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible()
})

test('the admin UI speaks Arabic, right to left', async ({ page, context }) => {
  await setAdminLanguage(context, 'ar')
  await page.goto('/admin/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', /rtl/i)
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  // Signing in with the second factor is tested in second-factor.e2e.ts.
  await logIn(page)
  await expect(page.getByRole('link', { name: 'الصفحات' }).first()).toBeVisible()
})

test('an edit of the home cover shows on / and /ar within seconds, without a rebuild', async ({
  page,
  browser,
}) => {
  await logIn(page)
  const visitor = await browser.newPage()
  const stamp = Date.now()
  try {
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Protection for every step of your journey',
    )

    await publishCoverTitle(page, 'en', `Cover edited ${stamp}`)
    await expect(async () => {
      await visitor.goto('/')
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Cover edited ${stamp}`, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000 })

    await publishCoverTitle(page, 'ar', `غلاف معدّل ${stamp}`)
    await expect(async () => {
      await visitor.goto('/ar')
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`غلاف معدّل ${stamp}`, {
        timeout: 500,
      })
    }).toPass({ timeout: 10_000 })
  } finally {
    await publishCoverTitle(page, 'en', 'Protection for every step of your journey')
    await publishCoverTitle(page, 'ar', 'حماية ترافقك في كل خطوة')
    await visitor.close()
  }
  await visitor
    .context()
    .close()
    .catch(() => undefined)
})

for (const language of ['en', 'ar'] as const)
  test(`the admin fits a phone's width, without scrolling sideways (${language})`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await logIn(page)
    await setAdminLanguage(context, language)
    const screens = [
      { path: '/admin', shown: '.app-header__account' },
      { path: '/admin/collections/pages', shown: '.collection-list .table' },
      { path: `/admin/collections/pages/${await homeId(page)}`, shown: '.doc-controls' },
      { path: '/admin/account', shown: '.payload-settings' },
    ]
    for (const { path, shown } of screens) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute(
        'dir',
        language === 'ar' ? /^rtl$/i : /^ltr$/i,
      )
      await expect(page.locator(shown).first()).toBeVisible()
      await expect(page.locator('.app-header__localizer')).toBeVisible()
      // Once the screen has settled: its tables and fields arrive after the header.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const box = (selector: string) =>
                document.querySelector(selector)!.getBoundingClientRect()
              const menu = box('.app-header__localizer')
              const crumbs = box('.app-header__step-nav')
              return {
                width: document.documentElement.scrollWidth,
                menuOverCrumbs: menu.left < crumbs.right && crumbs.left < menu.right,
              }
            }),
          { message: path },
        )
        .toEqual({ width: 390, menuOverCrumbs: false })
    }
  })
