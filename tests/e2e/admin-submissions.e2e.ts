import { validSamples } from '@/features/service-requests/samples'

import { cms, expect, expectSaved, logIn, type Page, setAdminLanguage, test } from './fixtures'

/** A ten-digit ID no other test uses, so the lookup finds only this run's complaint. */
function freshId(): string {
  return `2${String(Date.now()).slice(-9)}`
}

/** A complaint sent through the content API, as the site's form sends it, under a fresh ID. */
async function sendComplaint(page: Page) {
  const idNumber = freshId()
  const sent = await page.request.post('/api/service-requests', {
    data: { type: 'complaint', ...validSamples.complaint, id_number: idNumber },
  })
  expect(sent.status()).toBe(201)
  const { reference } = (await sent.json()).data as { reference: string }
  return { idNumber, reference }
}

test('staff read a contact message in the admin and mark it handled', async ({ page }) => {
  const subject = `Address change ${Date.now()}`
  const sent = await page.request.post('/api/contact-us', {
    data: {
      name: 'Noura Al-Qahtani',
      email: 'noura@example.com',
      phoneNumber: '0551234567',
      subject,
      message: 'How do I update the address on my motor policy?',
      consent: true,
    },
  })
  expect(sent.status()).toBe(201)
  const { id } = (await sent.json()).data as { id: number }

  // Visitors get nothing from Payload's own API.
  expect((await page.request.get('/cms/api/contact-messages')).status()).toBe(401)

  await logIn(page)
  await page.goto(`/admin/collections/contact-messages?search=${encodeURIComponent(subject)}`)
  const table = page.locator('table')
  for (const column of ['Subject', 'Name', 'Email', 'Created At', 'Handled']) {
    await expect(table.locator('thead')).toContainText(column)
  }
  const row = table.locator('tbody tr').filter({ hasText: subject })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('noura@example.com')
  await row.getByRole('link', { name: subject }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/collections/contact-messages/${id}`))
  await expect(page.locator('#field-name')).toHaveValue('Noura Al-Qahtani')
  await expect(page.locator('#field-email')).toHaveValue('noura@example.com')
  await expect(page.locator('#field-phoneNumber')).toHaveValue('0551234567')
  await expect(page.locator('#field-subject')).toHaveValue(subject)
  await expect(page.locator('#field-message')).toHaveValue(
    'How do I update the address on my motor policy?',
  )
  // What the visitor sent is read-only; only "Handled" is for staff.
  for (const field of ['name', 'email', 'phoneNumber', 'subject', 'message']) {
    await expect(page.locator(`#field-${field}`)).toBeDisabled()
  }
  await page.locator('#field-handled').check()
  await page.locator('#action-save').click()
  await expectSaved(page)

  // Read from the admin page itself: Payload takes the session cookie only from same-origin requests.
  const saved = await page.evaluate(
    async (doc) => (await fetch(`/cms/api/contact-messages/${doc}`)).json(),
    id,
  )
  expect(saved).toMatchObject({ handled: true, subject, consent: true, locale: 'en' })
})

test('staff change a complaint’s status in the admin, and the status lookup shows it', async ({
  page,
}) => {
  const { idNumber, reference } = await sendComplaint(page)
  const lookUp = async () => {
    const query = new URLSearchParams({ type: 'complaint', id: idNumber, number: reference })
    const response = await page.request.get(`/api/service-requests/status?${query}`)
    expect(response.status()).toBe(200)
    return (await response.json()).data as { status: string; status_ar: string; updated_at: string }
  }
  const before = await lookUp()
  expect(before.status).toBe('Received')

  await logIn(page)
  // The list filters by type (a select with labels) and shows reference, type, status and date.
  const where = new URLSearchParams({
    'where[or][0][and][0][type][equals]': 'complaint',
    search: reference,
  })
  await page.goto(`/admin/collections/service-requests?${where}`)
  const table = page.locator('table')
  for (const column of ['Reference', 'Type', 'Status', 'Created At']) {
    await expect(table.locator('thead')).toContainText(column)
  }
  const row = table.locator('tbody tr').filter({ hasText: reference })
  await expect(row).toContainText('Complaint')
  await expect(row).toContainText('Received')
  // Just after it opens, the list writes its defaults into the address (limit, sort), and a click
  // on a row in that moment was undone by it once: click again until the document opens.
  const document = /\/admin\/collections\/service-requests\/\d+/
  await expect(async () => {
    if (!document.test(page.url()))
      await row.getByRole('link', { name: reference }).click({ timeout: 3000 })
    await expect(page).toHaveURL(document, { timeout: 3000 })
  }).toPass({ timeout: 20_000 })

  await page.locator('#field-status').click()
  await page.locator('.rs__option', { hasText: 'In review' }).click()
  await page.locator('#action-save').click()
  await expectSaved(page)

  const after = await lookUp()
  expect(after).toMatchObject({ status: 'In review', status_ar: 'قيد المراجعة' })
  expect(new Date(after.updated_at).getTime()).toBeGreaterThan(
    new Date(before.updated_at).getTime(),
  )
})

test("a request's submitted details read as the form's labels and answers, in both languages", async ({
  page,
  context,
}) => {
  const { idNumber, reference } = await sendComplaint(page)
  await logIn(page)
  const { docs } = await cms<{ docs: { id: number }[] }>(
    page,
    'GET',
    `service-requests?where[reference][equals]=${reference}&depth=0`,
  )
  // The screen once drew these details in a code editor fetched from a CDN: blank offline.
  const elsewhere: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(test.info().project.use.baseURL!)) elsewhere.push(request.url())
  })
  const details = page.locator('.submitted-details')
  const answer = (label: string) =>
    details.locator('.submitted-details__row', { has: page.getByText(label, { exact: true }) })
  for (const [locale, said] of [
    ['en', { name: 'Full Name', id: 'ID or Iqama Number', from: ['Sent from', 'Website'] }],
    [
      'ar',
      {
        name: 'الاسم الكامل',
        id: 'رقم الهوية أو الإقامة',
        from: ['مصدر الطلب', 'الموقع الإلكتروني'],
      },
    ],
  ] as const) {
    await setAdminLanguage(context, locale)
    await page.goto(`/admin/collections/service-requests/${docs[0]!.id}`)
    await expect(answer(said.name).locator('dd')).toHaveText('Sara Al-Harbi')
    await expect(answer(said.id).locator('dd')).toHaveText(idNumber)
    // Choices read as the form showed them, in the admin's language.
    await expect(answer(said.from[0]).locator('dd')).toHaveText(said.from[1])
  }
  expect(elsewhere).toEqual([])
})
