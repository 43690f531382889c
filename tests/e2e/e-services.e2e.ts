import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const pages = [
  '/e-services/complaint-form',
  '/e-services/complaint-status',
  '/e-services/claim-tracking',
]

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** A ten-digit ID no other test uses, so lookups find only this run's requests. */
function freshId(): string {
  return `1${String(Date.now()).slice(-9)}`
}

async function fillComplaint(page: Page, id: string) {
  await page.getByLabel('Full Name').fill('Sara Al-Harbi')
  await page.getByLabel('ID or Iqama Number').fill(id)
  await page.getByLabel('Phone Number').fill('0501234567')
  await page.getByLabel('Email').fill('sara@example.com')
  await page.getByLabel('City').selectOption('Jeddah')
  await page.getByLabel('Service Request Type').selectOption('Complaint')
  await page.getByLabel('Complaint Relation').selectOption('Claims')
  await page.getByLabel('Description').fill('My claim has had no answer for three weeks.')
  await page.getByLabel(/I agree/).check()
}

for (const locale of ['en', 'ar'] as const) {
  for (const route of pages) {
    const path = locale === 'en' ? route : `/ar${route}`
    test(`${path} is a standalone, accessible document`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto(path, { waitUntil: 'networkidle' })
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // Shown inside the site's pages: no second header or footer.
      await expect(page.locator('header, footer')).toHaveCount(0)
      await expectNoAxeViolations(page)
      expect(errors).toEqual([])
    })
  }
}

test('the complaint form: error summary, field errors, then a reference and the response times', async ({
  page,
}) => {
  await page.goto('/e-services/complaint-form', { waitUntil: 'networkidle' })
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('target', '_top')
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )

  await page.getByRole('button', { name: 'Submit' }).click()
  // (Next has an alert of its own, the route announcer.)
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toBeVisible()
  for (const message of [
    'Full Name is required',
    'ID or Iqama Number is required',
    'Phone Number is required',
    'Email is required',
    'City is required',
    'Complaint Relation is required',
    'Description is required',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
  }
  // The summary takes focus, and the title says there are errors.
  await expect(page.locator(':focus')).toContainText('There is a problem')
  await expect(page).toHaveTitle(/^Error:/)
  const name = page.getByLabel('Full Name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAttribute('aria-describedby', 'full_name-error')
  await expect(page.locator('#full_name-error')).toHaveText('Error: Full Name is required')
  await expectNoAxeViolations(page)

  await summary.getByRole('link', { name: 'Full Name is required' }).click()
  await expect(name).toBeFocused()
  await page.getByLabel('ID or Iqama Number').fill('12ab')
  await page.getByLabel('ID or Iqama Number').blur()
  await expect(page.locator('#id_number-error')).toHaveText('Error: Must contain only digits')

  const id = freshId()
  await fillComplaint(page, id)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'We have received your request' })).toBeFocused()
  const reference = (await page.locator('bdi').first().innerText()).trim()
  expect(reference).toMatch(/^CMP-\d{4}-\d{8}$/)
  await expect(page.getByText('within 1 working day')).toBeVisible()
  await expect(page.getByText('within 15 working days').first()).toBeVisible()
  await expect(page.getByRole('link', { name: /care\.ia\.gov\.sa/ })).toHaveAttribute(
    'href',
    'https://care.ia.gov.sa',
  )
  await expectNoAxeViolations(page)

  // The same pair finds it on the status page, in the visitor's language.
  await page.goto('/ar/e-services/complaint-status', { waitUntil: 'networkidle' })
  await page.getByLabel('رقم الهوية').fill(id)
  await page.getByLabel('رقم الشكوى').fill(reference.toLowerCase())
  await page.getByRole('button', { name: 'عرض الحالة' }).click()
  await expect(page.getByRole('heading', { level: 2 })).toContainText(reference)
  await expect(page.getByText('تم الاستلام')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('رقم الشكوى').fill('CMP-2000-00000000')
  await page.getByRole('button', { name: 'عرض الحالة' }).click()
  await expect(page.getByRole('heading', { name: 'لم يُعثر على طلب' })).toBeFocused()
})

test('claim tracking asks for both numbers with the spec messages', async ({ page }) => {
  await page.goto('/e-services/claim-tracking', { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Check status' }).click()
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'ID or Iqama Number is required' }),
  ).toBeVisible()
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'Claim Number is required' }),
  ).toBeVisible()
  // Leaving a field straight for the button shows its error without moving the button away.
  await page.getByLabel('ID or Iqama Number').fill('12')
  await page.getByRole('button', { name: 'Check status' }).click()
  await expect(
    page.getByRole('alert').getByRole('link', { name: 'ID or Iqama Number must be 10 digits' }),
  ).toBeVisible()
  await page.getByLabel('ID or Iqama Number').fill('1000000001')
  await page.getByLabel('Claim Number').fill('CLM-404')
  await page.getByRole('button', { name: 'Check status' }).click()
  await expect(page.getByRole('heading', { name: 'No request found' })).toBeVisible()
})

test('the site embeds our e-services pages in its frames', async ({ page }) => {
  for (const [path, src] of [
    ['/claims', '/e-services/claim-tracking?lang=en'],
    ['/complaints', '/e-services/complaint-status?lang=en'],
    ['/ar/submit-complaints', '/ar/e-services/complaint-form?lang=ar'],
  ] as const) {
    await page.goto(path)
    await expect(page.locator(`iframe[src="${src}"]`)).toHaveCount(1)
  }
})
