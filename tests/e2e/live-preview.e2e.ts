import {
  type BrowserContext,
  cms,
  expect,
  logIn,
  type Page,
  setAdminLanguage,
  test,
} from './fixtures'

type Doc = { id: number; sections: { id: string; blockType: string; header?: string }[] }

/** Lexical's stored state of one paragraph. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          { type: 'text', version: 1, text, format: 0, style: '', mode: 'normal', detail: 0 },
        ],
      },
    ],
  },
})

/**
 * A published page in both languages (a title and one text section), and an editor of its own to
 * edit it: the admin remembers per account whether the live preview is open, and other tests
 * editing pages as the e2e admin should find it as they expect.
 */
async function publishedPageAndEditor(page: Page, context: BrowserContext, name: string) {
  await logIn(page)
  const { doc } = await cms<{ doc: Doc }>(page, 'POST', 'pages?locale=en', {
    name,
    title: `Offer ${name}`,
    _status: 'published',
    sections: [
      { blockType: 'single_blog', header: 'Common questions', description: paragraph('Cover.') },
    ],
  })
  await cms(page, 'PATCH', `pages/${doc.id}?locale=ar`, {
    title: `عرض ${name}`,
    _status: 'published',
    sections: doc.sections.map((section) => ({
      ...section,
      header: 'أسئلة شائعة',
      description: paragraph('تغطية.'),
    })),
  })
  const editor = { email: `${name}@example.com`, password: 'live-preview-editor-1' }
  await cms(page, 'POST', 'users', { ...editor, roles: ['editor'] })
  await context.clearCookies({ name: 'payload-token' })
  await logIn(page, editor)
  return doc
}

/** Opens the editor's live preview and picks one of the configured widths. */
async function openLivePreview(page: Page, address: string, device: RegExp) {
  await page.goto(address)
  const toggler = page.locator('#live-preview-toggler')
  // Clicked until the hydrated admin has opened the preview.
  await expect(async () => {
    await toggler.click()
    await expect(toggler).toHaveClass(/live-preview-toggler--active/, { timeout: 1_000 })
  }).toPass()
  await page.locator('.live-preview-toolbar-controls__breakpoint').click()
  await page.locator('.popup-button-list__button', { hasText: device }).click()
  return page.frameLocator('#live-preview-iframe')
}

/** The width the preview's frame is drawn at, in CSS pixels of the frame's own document. */
const frameWidth = (page: Page) =>
  page
    .frameLocator('#live-preview-iframe')
    .locator('html')
    .evaluate(() => window.innerWidth)

test('the live preview follows the English editor as they type, at a phone width, unpublished', async ({
  page,
  context,
  request,
}) => {
  const name = `live-${Date.now()}`
  const doc = await publishedPageAndEditor(page, context, name)

  const preview = await openLivePreview(page, `/admin/collections/pages/${doc.id}`, /^Phone/)
  await expect(page.locator('#live-preview-toggler')).toHaveAttribute(
    'aria-label',
    'Exit Live Preview',
  )
  await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
    'src',
    new RegExp(`/preview/${name}$`),
  )
  await expect.poll(() => frameWidth(page)).toBe(390)
  await expect(preview.locator('h2', { hasText: 'Common questions' })).toBeVisible()

  // Typed in the section's heading, then the title; nothing is clicked.
  await page.locator('#field-sections__0__header').fill('Questions about your cover')
  await expect(preview.locator('h2', { hasText: 'Questions about your cover' })).toBeVisible({
    timeout: 10_000,
  })
  await page.locator('#field-title').fill(`Summer offer ${name}`)
  await expect(preview.locator('h1')).toHaveText(`Summer offer ${name}`, { timeout: 10_000 })

  // The visitors' page is still the published one, and the draft waits in the editor.
  const published = await (await request.get(`/${name}`)).text()
  expect(published).toContain('Common questions')
  expect(published).not.toContain('Questions about your cover')
  await page.reload()
  await expect(page.locator('#field-title')).toHaveValue(`Summer offer ${name}`)
  await expect(page.locator('#live-preview-iframe')).toBeVisible()
})

test('the Arabic admin previews the Arabic page right to left, at a tablet width', async ({
  page,
  context,
  request,
}) => {
  await setAdminLanguage(context, 'ar')
  const name = `live-ar-${Date.now()}`
  const doc = await publishedPageAndEditor(page, context, name)

  const preview = await openLivePreview(
    page,
    `/admin/collections/pages/${doc.id}?locale=ar`,
    /جهاز لوحي/,
  )
  await expect(page.locator('#live-preview-toggler')).toHaveAttribute(
    'aria-label',
    'إغلاق المعاينة المباشرة',
  )
  await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
    'src',
    new RegExp(`/ar/preview/${name}$`),
  )
  await expect.poll(() => frameWidth(page)).toBe(768)
  // The right-to-left editor is as wide as the window: nothing parked off to the left widens it.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(preview.locator('h1')).toHaveText(`عرض ${name}`)

  await page.locator('#field-title').fill(`عرض الصيف ${name}`)
  await expect(preview.locator('h1')).toHaveText(`عرض الصيف ${name}`, { timeout: 10_000 })
  await page.locator('#field-sections__0__header').fill('أسئلة عن تغطيتك')
  await expect(preview.locator('h2', { hasText: 'أسئلة عن تغطيتك' })).toBeVisible({
    timeout: 10_000,
  })

  // The visitors' pages are the published ones in both languages.
  const arabic = await (await request.get(`/ar/${name}`)).text()
  expect(arabic).toContain(`عرض ${name}`)
  expect(arabic).not.toContain(`عرض الصيف ${name}`)
  const english = await (await request.get(`/${name}`)).text()
  expect(english).toContain(`Offer ${name}`)
  expect(english).toContain('Common questions')
})

test('the preview popped out into a window of its own follows the editor too', async ({
  page,
  context,
}) => {
  const name = `live-popup-${Date.now()}`
  const doc = await publishedPageAndEditor(page, context, name)
  await openLivePreview(page, `/admin/collections/pages/${doc.id}`, /^Phone/)

  const opened = page.waitForEvent('popup')
  await page.locator('.live-preview-toolbar-controls__external').click()
  const popup = await opened
  await expect(popup).toHaveURL(new RegExp(`/preview/${name}$`))
  await expect(popup.locator('h1')).toHaveText(`Offer ${name}`)

  await page.locator('#field-title').fill(`Autumn offer ${name}`)
  await expect(popup.locator('h1')).toHaveText(`Autumn offer ${name}`, { timeout: 10_000 })
  await popup.close()
})
