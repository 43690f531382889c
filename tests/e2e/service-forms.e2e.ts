import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures'
import { PDFDocument } from 'pdf-lib'

import { messages } from '../../src/i18n/messages'

type Locale = keyof typeof messages
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
})

const at = (locale: Locale, path: string) => (locale === 'en' ? path : `/ar${path}`)

/** A ten-digit ID no other test uses, so lookups find only this run's requests. */
const freshId = () => `2${String(Date.now()).slice(-9)}`

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** Submits empty: the summary takes focus and lists each required field's message. */
async function expectSummaryOnEmptySubmit(page: Page, submit: string, expected: string[]) {
  await page.getByRole('button', { name: submit }).click()
  const summary = page
    .getByRole('alert')
    .filter({ hasText: messages.en.forms.summaryTitle })
    .or(page.getByRole('alert').filter({ hasText: messages.ar.forms.summaryTitle }))
  await expect(summary).toBeVisible()
  await expect(page.locator(':focus')).toBeVisible()
  for (const message of expected)
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
}

/** The confirmation's reference, read from the received panel. */
async function referenceShown(page: Page, locale: Locale): Promise<string> {
  const t = messages[locale].forms.received
  await expect(page.getByRole('heading', { name: t.title })).toBeFocused()
  const panel = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: t.title }) })
  return (await panel.locator('bdi').first().innerText()).trim()
}

for (const locale of ['en', 'ar'] as const) {
  const t = messages[locale].forms
  const e = t.errors

  test(`${locale}: details request — messages, then a reference`, async ({ page }) => {
    await page.goto(at(locale, '/details-request'), { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.detailsRequest.title)
    await expectSummaryOnEmptySubmit(page, t.detailsRequest.submit, [
      e.fullNameRequired,
      e.phoneRequired,
      e.emailRequired,
      e.companyNameRequired,
      e.consentRequired,
    ])
    await page.getByLabel(t.labels.full_name).fill('Khalid Al-Otaibi')
    await page.getByLabel(t.labels.phone).fill('0551234567')
    await page.getByLabel(t.labels.email, { exact: true }).fill('khalid@')
    await page.getByLabel(t.labels.email, { exact: true }).blur()
    await expect(page.locator('#email-error')).toContainText(e.emailInvalid)
    await page.getByLabel(t.labels.email, { exact: true }).fill('khalid@example.com')
    await page.getByLabel(t.labels.company_name).fill('Najd Logistics')
    await page.getByLabel(t.labels.product_of_interest).selectOption('health-insurance')
    await page.getByLabel(t.labels.consent).check()
    await page.getByRole('button', { name: t.detailsRequest.submit }).click()
    expect(await referenceShown(page, locale)).toMatch(/^DRQ-\d{4}-\d{8}$/)
    await expectNoAxeViolations(page)
  })

  test(`${locale}: a claim submitted on the site can be tracked`, async ({ page }) => {
    await page.goto(at(locale, '/submit-claim'), { waitUntil: 'networkidle' })
    await expectSummaryOnEmptySubmit(page, t.claim.submit, [
      e.fullNameRequired,
      e.idNumberRequired,
      e.phoneRequired,
      e.cityRequired,
      e.emailRequired,
      e.policyNumberRequired,
    ])
    await page.getByLabel(t.labels.id_number).fill('10123x')
    await page.getByLabel(t.labels.id_number).blur()
    await expect(page.locator('#id_number-error')).toContainText(e.onlyDigits)

    const id = freshId()
    await page.getByLabel(t.labels.full_name).fill('Sara Al-Harbi')
    await page.getByLabel(t.labels.id_number).fill(id)
    await page.getByLabel(t.labels.phone).fill('0501234567')
    await page.getByLabel(t.labels.city).selectOption('Jeddah')
    await page.getByLabel(t.labels.email, { exact: true }).fill('sara@example.com')
    await page.getByLabel(t.labels.policy_number).fill('MTR-2026-0042')
    // In Arabic the claim already has a number; in English it is a first notice, tracked by the reference.
    const claimNumber = locale === 'ar' ? `CLM-${id.slice(-5)}` : ''
    await page.getByLabel(t.labels.claim_number).fill(claimNumber)
    await page.getByLabel(t.labels.claim_product).selectOption('motor-insurance')
    await page.getByLabel(t.labels.consent).check()
    await page.getByRole('button', { name: t.claim.submit }).click()
    const reference = await referenceShown(page, locale)
    expect(reference).toMatch(/^CLM-\d{4}-\d{8}$/)
    await expect(
      page.getByRole('link', { name: locale === 'en' ? 'Claims' : 'المطالبات' }),
    ).toBeVisible()

    await page.goto(at(locale, '/e-services/claim-tracking'), { waitUntil: 'networkidle' })
    await page.getByLabel(t.labels.id_number).fill(id)
    await page.getByLabel(t.labels.claim_number).fill(claimNumber || reference)
    await page.getByRole('button', { name: t.tracking.submit }).click()
    await expect(page.getByRole('heading', { level: 2 })).toContainText(reference)
    await expect(page.getByText(locale === 'en' ? 'Received' : 'تم الاستلام')).toBeVisible()
  })

  test(`${locale}: get a quote under the page's sections`, async ({ page }) => {
    await page.goto(at(locale, '/get-a-quote'), { waitUntil: 'networkidle' })
    await expect(
      page.getByRole('heading', { level: 2, name: t.quote.title, exact: true }),
    ).toBeVisible()
    await expectSummaryOnEmptySubmit(page, t.quote.submit, [
      e.fullNameRequired,
      e.productRequired,
      e.cityRequired,
    ])
    await page.getByLabel(t.labels.full_name).fill('Omar Haddad')
    await page.getByLabel(t.labels.phone).fill('+966 56 123 4567')
    await page.getByLabel(t.labels.email, { exact: true }).fill('omar@example.com')
    await page.getByLabel(t.labels.product_of_interest).selectOption('travel-insurance')
    await page.getByLabel(t.labels.city).selectOption('Dammam')
    await page.getByLabel(t.labels.consent).check()
    await page.getByRole('button', { name: t.quote.submit }).click()
    expect(await referenceShown(page, locale)).toMatch(/^QTE-\d{4}-\d{8}$/)
  })

  test(`${locale}: cancel insurance with a document and a checked IBAN`, async ({ page }) => {
    await page.goto(at(locale, '/cancel-insurance'), { waitUntil: 'networkidle' })
    await expect(page.getByText(/PDF, JPG, PNG|PDF أو JPG/).first()).toBeVisible()
    await expectSummaryOnEmptySubmit(page, t.insuranceCancellation.submit, [
      e.policyNumberRequired,
      e.reasonRequired,
      e.ibanRequired,
      e.documentsRequired,
    ])
    // The reasons come from the CMS, not "Reason 1".
    const reasons = await page.getByLabel(t.labels.reason).locator('option').allInnerTexts()
    expect(reasons.join(' ')).not.toMatch(/Reason \d/)
    expect(reasons.length).toBeGreaterThan(3)

    const iban = page.getByLabel(t.labels.iban)
    await iban.fill('SA03 8000 0000 6080 1016 7518')
    await iban.blur()
    await expect(page.locator('#iban-error')).toContainText(e.ibanChecksum)
    await iban.fill('SA03 8000 0000 6080 1016 7519')

    const documents = page.getByLabel(t.labels.documents)
    await documents.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    })
    await documents.blur()
    await expect(page.locator('#documents-error')).toContainText(e.documentType)
    const pdf = await PDFDocument.create()
    pdf.addPage([200, 200]).drawText('Visa refusal')
    await documents.setInputFiles({
      name: 'visa-refusal.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    })

    await page.getByLabel(t.labels.policy_number).fill('VV-2026-1001')
    await page.getByLabel(t.labels.visa_number).fill('6012345678')
    await page.getByLabel(t.labels.passport_number).fill('P1234567')
    await page.getByLabel(t.labels.reason).selectOption('visa-refused')
    await page.getByLabel(t.labels.phone).fill('0501234567')
    await page.getByLabel(t.labels.email, { exact: true }).fill('sara@example.com')
    await page.getByLabel(t.labels.consent).check()
    await page.getByRole('button', { name: t.insuranceCancellation.submit }).click()
    expect(await referenceShown(page, locale)).toMatch(/^CNL-\d{4}-\d{8}$/)
    await expectNoAxeViolations(page)
  })
}
