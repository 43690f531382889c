import { cms, expect, logIn, makePage, setAdminLanguage, test, whenHydrated } from './fixtures'

const out = (name: string) => `/tmp/shots/${name}.png`

test('admin screens', async ({ page, context, request }) => {
  test.setTimeout(300_000)
  page.setDefaultTimeout(15_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  await logIn(page)
  const stamp = Date.now()
  const draft = await makePage(page, `screens-draft-${stamp}`, 'draft')
  const was = await makePage(page, `screens-was-live-${stamp}`, 'published')
  await cms(page, 'PATCH', `pages/${was}?locale=en`, { _status: 'draft' })
  const email = `screens-${stamp}@example.com`
  expect(
    (
      await request.post('/api/contact-us', {
        data: {
          name: 'Huda Al-Shehri',
          email,
          phoneNumber: '0507654321',
          subject: 'My address',
          message: 'Please update the address on my policy.',
          consent: true,
          lang: 'ar',
        },
      })
    ).status(),
  ).toBe(201)
  const { docs } = await cms<{ docs: { id: number }[] }>(
    page,
    'GET',
    'pages?where[name][equals]=home&depth=0&select[name]=true',
  )
  const home = docs[0]!.id
  for (const lang of ['en', 'ar'] as const) {
    await setAdminLanguage(context, lang)
    // The pages list.
    await page.goto('/admin/collections/pages?limit=10&sort=-updatedAt')
    await expect(page.locator('.table')).toBeVisible()
    await page.waitForTimeout(800)
    await page.screenshot({ path: out(`pages-list-${lang}`) })
    // The schedule drawer of a page never published, its language list open, then the time list.
    await page.goto(`/admin/collections/pages/${draft}`)
    await whenHydrated(page.locator('#action-save-popup .popup-button'))
    await page.locator('#action-save-popup .popup-button').click()
    await page.getByText(lang === 'en' ? 'Schedule Publish' : 'جدول النشر', { exact: true }).click()
    await expect(page.locator('.schedule-publish__scheduler')).toBeVisible()
    await page.waitForTimeout(500)
    await page.screenshot({ path: out(`schedule-drawer-${lang}`) })
    await page.locator('.schedule-publish__scheduler .rs__control').last().click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: out(`schedule-locales-${lang}`) })
    await page.locator('.schedule-publish__drawer-header h2').click()
    await page.locator('.schedule-publish__scheduler .react-datepicker__input-container input').click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: out(`schedule-time-${lang}`) })
    // The page editor's meta tags.
    await page.goto(`/admin/collections/pages/${home}`)
    const tags = page
      .locator('.array-field')
      .filter({ hasText: lang === 'en' ? 'Other meta tags' : 'وسوم تعريفية أخرى' })
      .first()
    await whenHydrated(tags.locator('.array-field__add-row'))
    await tags.locator('.array-field__add-row').click()
    await tags.locator('.array-field__add-row').scrollIntoViewIfNeeded()
    await page.waitForTimeout(500)
    await page.screenshot({ path: out(`page-meta-tags-${lang}`) })
    // The block chooser.
    const add = page.locator('.blocks-field__drawer-toggler').first()
    await whenHydrated(add)
    await add.click()
    await expect(page.locator('.blocks-drawer__block img').first()).toBeVisible()
    await page.waitForTimeout(800)
    await page.screenshot({ path: out(`block-chooser-${lang}`) })
    // A redirect refused beside its field.
    await page.goto('/admin/collections/redirects/create')
    const from = page.locator('#field-from')
    await whenHydrated(from)
    await from.fill('/claims')
    await page.locator('#field-toAddress').fill('/careers').catch(() => {})
    await page.locator('#action-save').click()
    await page.waitForTimeout(1200)
    await page.screenshot({ path: out(`redirect-refused-${lang}`) })
    // The data-rights screen, found and asked to erase.
    await page.goto('/admin/data-rights')
    await whenHydrated(page.locator('#data-rights-email'))
    await page.locator('#data-rights-email').fill(email)
    await page.locator('.data-rights__form .btn').click()
    await expect(page.locator('[data-data-rights-found]')).toBeVisible()
    await page.waitForTimeout(500)
    await page.screenshot({ path: out(`data-rights-found-${lang}`), fullPage: true })
    await page.getByRole('button', { name: lang === 'en' ? 'Erase all of this' : 'محو كل ما سبق' }).click()
    await page.waitForTimeout(400)
    await page.screenshot({ path: out(`data-rights-erase-${lang}`), fullPage: true })
    // The audit list.
    await page.goto('/admin/collections/audit-log')
    await expect(page.locator('.table')).toBeVisible()
    await page.waitForTimeout(800)
    await page.screenshot({ path: out(`audit-list-${lang}`) })
  }
})
