import { cms, expect, logIn, setAdminLanguage, test, whenHydrated } from './fixtures'

type Doc = { id: number }

test('admins read who changed what in the audit trail, in both languages, and cannot edit it', async ({
  page,
  context,
}) => {
  await logIn(page)
  const name = `audited-${Date.now()}`
  const { doc } = await cms<{ doc: Doc }>(page, 'POST', 'pages?locale=en', {
    name,
    title: `Offer ${name}`,
    _status: 'draft',
  })
  await page.goto(`/admin/collections/pages/${doc.id}`)
  await whenHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(`Private title ${name}`)
  await page.locator('#action-save-draft').click()
  await expect(page.locator('.payload-toast-container')).toContainText('Draft saved successfully')

  // Filtered to this page, as an admin would from the list's filters.
  const thisPage = `where[and][0][collection][equals]=pages&where[and][1][document][equals]=${doc.id}`
  await page.goto(`/admin/collections/audit-log?${thisPage}`)
  await expect(page.locator('h1')).toContainText('Audit trail')
  const row = page.locator('tbody tr').first()
  await expect(row).toContainText('Changed')
  await expect(row).toContainText('e2e-admin@example.com')
  // The collection by its name in the admin's language; an entry about no document says so plainly.
  await expect(row.locator('td.cell-collection')).toHaveText('Pages')
  await expect(row.locator('td.cell-fields')).toHaveText('Title')
  await expect(page.locator('tbody')).not.toContainText('<No')
  // Nothing on this screen is localized: no content-language switch.
  await expect(page.locator('.app-header__localizer')).toBeHidden()
  await expect(page.locator('tbody')).not.toContainText(`Private title ${name}`)
  // Nothing to create, and an entry opens read-only with nothing to delete.
  await expect(page.getByRole('link', { name: 'Create New' })).toHaveCount(0)
  await row.locator('a').first().click()
  await expect(page.locator('#field-action')).toBeVisible()
  await expect(page.locator('#action-save')).toHaveCount(0)
  await expect(page.locator('#action-delete')).toHaveCount(0)

  await setAdminLanguage(context, 'ar')
  await page.goto(`/admin/collections/audit-log?${thisPage}`)
  await expect(page.locator('h1')).toContainText('سجل التدقيق')
  await expect(page.locator('tbody tr').first()).toContainText('تعديل')
  await expect(page.locator('tbody tr').first().locator('td.cell-collection')).toHaveText('الصفحات')
  await expect(page.locator('tbody tr').first().locator('td.cell-fields')).toHaveText('العنوان')
  await expect(page.locator('tbody tr').nth(1)).toContainText('إنشاء')
})
