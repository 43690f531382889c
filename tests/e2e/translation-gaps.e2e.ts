import {
  cms,
  expect,
  logIn,
  type Page,
  setAdminLanguage,
  test,
  whenHydrated,
  whenListSettled,
} from './fixtures'

type Section = { id: string; blockType: string; header?: string }
type Doc = { id: number; sections: Section[]; _status: string }

/** A page with an English title and one questions section, and no Arabic at all. */
async function englishOnlyPage(page: Page, name: string, status: 'draft' | 'published') {
  const { doc } = await cms<{ doc: Doc }>(
    page,
    'POST',
    `pages?locale=en&draft=${status === 'draft'}`,
    {
      name,
      title: `Offer ${name}`,
      _status: status,
      sections: [{ blockType: 'faq', header: 'Questions' }],
    },
  )
  return doc
}

const requireBothLanguages = (page: Page, on: boolean) =>
  cms(page, 'POST', 'globals/site-settings', { requireBothLanguages: on })

test('the page list and the editor show what Arabic lacks, until it is written', async ({
  page,
}) => {
  await logIn(page)
  const name = `gaps-${Date.now()}`
  const doc = await englishOnlyPage(page, name, 'published')

  await page.goto('/admin/collections/pages')
  const lacksArabic = page.locator('.list-filters [data-filter="lacks-ar"]')
  await expect(lacksArabic).toContainText('Lacking Arabic')
  await whenListSettled(page)
  await lacksArabic.click()
  const row = page.locator('tbody tr', { hasText: name })
  await expect(row).toContainText('Arabic missing')
  // Only pages lacking Arabic are listed, once the filtered list has replaced the whole one.
  await expect(page).toHaveURL(/translation/)
  await expect
    .poll(async () => {
      const languages = await page.locator('tbody td.cell-translation').allInnerTexts()
      return (
        languages.length > 0 &&
        languages.every((cell) => /^(Arabic missing|Each lacks some)$/.test(cell.trim()))
      )
    })
    .toBe(true)

  await page.goto(`/admin/collections/pages/${doc.id}`)
  const panel = page.locator('[data-translation-gaps]')
  await expect(panel.locator('[data-lacks="ar"]')).toContainText('Arabic lacks (2)')
  await expect(panel).toContainText('Title')
  await expect(panel).toContainText('Questions and answers 1 › Heading')
  await expect(page.locator('.translation-warning')).toContainText('Arabic lacks 2')
  // Site settings let a page lacking a language be published: nothing says it would be refused.
  await expect(page.locator('.translation-warning')).toContainText(
    'Publishing now shows visitors these texts in one language only.',
  )
  await expect(panel.locator('.translation-gaps__refusal')).toHaveCount(0)

  // The Arabic heading, then the Arabic title typed in the editor, and published.
  await cms(page, 'PATCH', `pages/${doc.id}?locale=ar&draft=true`, {
    sections: doc.sections.map((section) => ({ ...section, header: 'أسئلة' })),
  })
  await page.goto(`/admin/collections/pages/${doc.id}?locale=ar`)
  await expect(panel.locator('[data-lacks="ar"]')).toContainText('Arabic lacks (1)')
  await whenHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(`عرض ${name}`)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText('Updated successfully')
  await expect(panel).toContainText('Both languages have every text.')
  await expect(page.locator('.translation-warning')).toHaveCount(0)
  await page.goto(`/ar/${name}`)
  await expect(page).toHaveTitle(new RegExp(`عرض ${name}`))
})

test('with Site settings requiring both languages, the Arabic admin refuses to publish a page lacking one', async ({
  page,
  context,
}) => {
  await setAdminLanguage(context, 'ar')
  await logIn(page)
  const name = `gaps-refused-${Date.now()}`
  const doc = await englishOnlyPage(page, name, 'draft')
  await requireBothLanguages(page, true)
  try {
    // The English text, complete, published from the Arabic admin. The editor says before the
    // try that it will not publish, and why.
    await page.goto(`/admin/collections/pages/${doc.id}?locale=en`)
    const panel = page.locator('[data-translation-gaps]')
    await expect(panel).toContainText('ينقص العربية (2)')
    await expect(panel).toContainText('أسئلة وأجوبة 1 › العنوان الرئيسي')
    const reason = panel.locator('.translation-gaps__refusal')
    const expectReason = async (lacking: string) => {
      await expect(reason).toContainText('لا يمكن نشر هذه الصفحة حتى يكون لكل نص نسخته في اللغتين.')
      await expect(reason).toContainText(`ينقص العربية: ${lacking}.`)
      await expect(reason).toContainText('إعدادات الموقع تشترط اللغتين.')
    }
    await expectReason('العنوان; أسئلة وأجوبة 1 › العنوان الرئيسي')
    await expect(page.locator('.translation-warning')).toContainText(
      'لا يمكن نشر هذه الصفحة حتى يكون لكل نص نسخته في اللغتين.',
    )
    await page.locator('#action-save').click()
    await expect(page.locator('.payload-toast-container')).toContainText(
      'الحقل التالي غير صالح: اللغتان',
    )
    // The reason stays through the next edit and the autosave (a draft) that follows it, which
    // now also lacks the new English description in Arabic.
    await page.locator('#field-description').fill('Summer offer')
    await expect(panel.locator('[data-lacks="ar"]')).toContainText('ينقص العربية (3)')
    await expectReason('العنوان; الوصف التعريفي; أسئلة وأجوبة 1 › العنوان الرئيسي')
    const stored = await cms<Doc>(page, 'GET', `pages/${doc.id}?depth=0`)
    expect(stored._status).toBe('draft')
    expect((await page.request.get(`/${name}`)).status()).toBe(404)
  } finally {
    await requireBothLanguages(page, false)
  }
})
