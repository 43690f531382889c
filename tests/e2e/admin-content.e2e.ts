import sharp from 'sharp'

import {
  cms,
  expect,
  expectSaved,
  logIn,
  makePage,
  type Page,
  setAdminLanguage,
  test,
  whenHydrated,
} from './fixtures'

/** The page's id, asked from inside the admin so the editor's session (and so drafts) apply. */
async function pageId(page: Page, name: string): Promise<number> {
  const { docs } = await page.evaluate(
    async (pageName) =>
      (await fetch(`/cms/api/pages?where[name][equals]=${pageName}&depth=0&draft=true`)).json(),
    name,
  )
  expect(docs, `page ${name}`).toHaveLength(1)
  return docs[0].id
}

async function wireTitle(page: Page, name: string, locale: 'en' | 'ar'): Promise<string> {
  const { data } = await (await page.request.get(`/api/pages/${name}`)).json()
  return data.sections[0].content[locale === 'ar' ? 'title_ar' : 'title']
}

/**
 * Publishes the open document and waits until the editor holds nothing unsaved: the Publish button
 * turns off. The save's toast cannot tell (one from the save before may still show), nor can the
 * public API, which answers before the editor has taken in the reply; and a navigation while the
 * form still counts as changed meets the leave-without-saving prompt, which the test browser
 * dismisses, so the navigation never ends.
 */
async function publish(page: Page) {
  await page.locator('#action-save').click()
  await expect(page.locator('#action-save')).toBeDisabled()
}

/**
 * Stores the change as a draft: a click on Save draft, unless the editor's autosave (every 500 ms,
 * src/features/pages/collections/Pages/livePreview.ts) stored it first and turned the button off,
 * which a busy machine let it do; the button is off once nothing is unsaved, either way.
 */
async function saveDraft(page: Page) {
  const button = page.locator('#action-save-draft')
  await expect(async () => {
    if (await button.isEnabled()) await button.click({ timeout: 2_000 })
    await expect(button).toBeDisabled({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

test('an editor saves a draft the public API does not show, then publishes it, in both languages', async ({
  page,
}) => {
  // Two admin edit-save-publish rounds and a preview: about 30 s alone, more on a busy 2-core runner.
  test.setTimeout(180_000)
  await logIn(page)
  const id = await pageId(page, 'who-we-are')
  for (const locale of ['en', 'ar'] as const) {
    const published = await wireTitle(page, 'who-we-are', locale)
    const draftTitle = `${published} (${locale} draft ${Date.now()})`
    await page.goto(`/admin/collections/pages/${id}?locale=${locale}`)
    const field = page.locator('#field-sections__0__title')
    await whenHydrated(field)
    await field.fill(draftTitle)
    await saveDraft(page)
    // Stored, whichever saved it: the editor's session reads the latest draft.
    await expect
      .poll(async () => {
        const { sections } = await cms<{ sections: { title?: string }[] }>(
          page,
          'GET',
          `pages/${id}?draft=true&locale=${locale}&depth=0`,
        )
        return sections[0]?.title
      })
      .toBe(draftTitle)
    expect(await wireTitle(page, 'who-we-are', locale)).toBe(published)

    // ?preview shows the draft to the logged-in editor and the published page to anyone else.
    const site = await page.context().newPage()
    await site.goto(`${locale === 'ar' ? '/ar' : ''}/who-we-are?preview`)
    await expect(site.getByRole('main')).toContainText(draftTitle)
    await site.close()
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(
      `${test.info().project.use.baseURL}${locale === 'ar' ? '/ar' : ''}/who-we-are?preview`,
    )
    await expect(visitor).toHaveURL(/\/who-we-are$/)
    await expect(visitor.getByRole('main')).not.toContainText(draftTitle)
    await visitor.close()

    await publish(page)
    await expect.poll(() => wireTitle(page, 'who-we-are', locale)).toBe(draftTitle)

    await field.fill(published)
    await publish(page)
    await expect.poll(() => wireTitle(page, 'who-we-are', locale)).toBe(published)
  }
})

test('a picture an editor uploads shows at once, in the admin and on the site', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await logIn(page)
  const picture = await sharp({
    create: { width: 1800, height: 900, channels: 3, background: '#0a7' },
  })
    .png()
    .toBuffer()
  await page.goto('/admin/collections/media/create')
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `uploaded-${Date.now()}.png`, mimeType: 'image/png', buffer: picture })
  await page.locator('#field-alt').fill('A green field')
  await page.locator('#field-alt_ar').fill('حقل أخضر')
  await page.locator('#action-save').click()
  await expectSaved(page)
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  const id = new URL(page.url()).pathname.split('/').at(-1)

  // The admin shows the stored picture (the editor's requests go to the app whatever the server's
  // list says; a visitor's below are answered from it).
  const shown = page.locator('.file-details img').first()
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  // A visitor (no session) gets the picture, each size and the optimizer's sizes of it, while a
  // made-up name beside it is not found.
  type Stored = { url: string; sizes: Record<'card' | 'hero', { url: string }> }
  const stored = await cms<Stored>(page, 'GET', `media/${id}?depth=0`)
  const optimized = (url: string) =>
    `/_next/image?url=${encodeURIComponent(new URL(url, page.url()).pathname)}&w=640&q=75`
  for (const address of [
    stored.url,
    stored.sizes.card.url,
    stored.sizes.hero.url,
    optimized(stored.url),
  ])
    expect((await request.get(address)).status(), address).toBe(200)
  const madeUp = optimized(stored.url.replace(/\.webp$/, '-made-up.webp'))
  expect((await request.get(madeUp)).status()).toBe(404)

  await cms(page, 'DELETE', `media/${id}`)
})

test('the list says a page is not published once it is unpublished, in both languages', async ({
  page,
  context,
}) => {
  await logIn(page)
  const stamp = Date.now()
  const unpublished = `unpublished-${stamp}`
  const changed = `changed-${stamp}`
  const unpublishedId = await makePage(page, unpublished, 'published')
  const changedId = await makePage(page, changed, 'published')
  await cms(page, 'PATCH', `pages/${unpublishedId}?locale=en`, { _status: 'draft' })
  await cms(page, 'PATCH', `pages/${changedId}?locale=en&draft=true`, {
    title: `Offer ${changed}, reworded`,
  })
  expect((await page.request.get(`/${unpublished}`)).status()).toBe(404)
  expect((await page.request.get(`/${changed}`)).status()).toBe(200)

  const statusOf = (name: string) =>
    page.locator('tbody tr', { hasText: name }).locator('td.cell-_status')
  for (const [locale, said] of [
    ['en', { not: 'Not published', changed: 'Draft (has published version)' }],
    ['ar', { not: 'غير منشورة', changed: 'مسودة (لديها نسخة منشورة)' }],
  ] as const) {
    await setAdminLanguage(context, locale)
    await page.goto(`/admin/collections/pages?where[name][like]=${stamp}`)
    await expect(statusOf(unpublished)).toHaveText(said.not)
    // Live, with a newer draft: still said to have a published version.
    await expect(statusOf(changed)).toHaveText(said.changed)
  }
})

test('a page just taken down answers 404 in both languages, never 500, while the lists catch up', async ({
  page,
}) => {
  await logIn(page)
  // The server reads its list of published names again a moment after each save; requests spread
  // over that moment meet a render whose two passes see the list before and after.
  const statuses: number[] = []
  for (let round = 0; round < 10; round++) {
    const name = `taken-down-${Date.now()}-${round}`
    const id = await makePage(page, name, 'published')
    await cms(page, 'PATCH', `pages/${id}?locale=en`, { _status: 'draft' })
    const asked = [0, 60, 120, 180, 240, 300, 360].map(async (delay, index) => {
      await new Promise((resolve) => setTimeout(resolve, delay))
      const path = index % 2 ? `/ar/${name}` : `/${name}`
      return (await page.request.get(path)).status()
    })
    statuses.push(...(await Promise.all(asked)))
  }
  expect(statuses.filter((status) => status !== 404)).toEqual([])
})

test('"Create new" left without a word leaves no page in the list', async ({ page }) => {
  await logIn(page)
  // With autosave, Payload stores a draft as the editor opens and moves to its address.
  await page.goto('/admin/collections/pages/create')
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
  const id = Number(/\/pages\/(\d+)/.exec(page.url())![1])
  // The newest pages first: it would head the list.
  await page.goto('/admin/collections/pages?sort=-createdAt&limit=5')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(page.locator(`tbody a[href$="/collections/pages/${id}"]`)).toHaveCount(0)
})
