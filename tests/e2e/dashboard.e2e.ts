import { requestTypes } from '@/features/service-requests'
import { validSamples } from '@/features/service-requests/samples'

import { expect, logIn, type Page, setAdminLanguage, test, whenListSettled } from './fixtures'

type Row = { id: number; reference: string; type: string; status: string; dueAt: string | null }

/** A valid complaint from the visitor with this ID number, as the complaint form sends it. */
const complaint = (idNumber: string) => ({
  type: 'complaint',
  ...validSamples.complaint,
  id_number: idNumber,
})

/** Payload takes the session cookie only from its own origin (CSRF). */
const sameOrigin = (page: Page) => ({ headers: { origin: new URL(page.url()).origin } })

/** Every service request as the database holds it, read through Payload's API with the admin's session. */
async function allRequests(page: Page): Promise<Row[]> {
  const response = await page.request.get(
    '/cms/api/service-requests?pagination=false&depth=0',
    sameOrigin(page),
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Row[] }).docs
}

test('the dashboard counts open requests as the database holds them, and each count opens that list', async ({
  page,
}) => {
  // Three new complaints; one goes into review and one is made overdue.
  const references: string[] = []
  for (let i = 0; i < 3; i++) {
    const sent = await page.request.post('/api/service-requests', {
      data: complaint(`2${String(Date.now() + i).slice(-9)}`),
    })
    expect(sent.status()).toBe(201)
    references.push(((await sent.json()).data as { reference: string }).reference)
  }
  await logIn(page)
  const byReference = async (reference: string) =>
    (await allRequests(page)).find((r) => r.reference === reference)!
  const reviewed = await byReference(references[0]!)
  const late = await byReference(references[1]!)
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
  const patch = (id: number, data: Record<string, unknown>) =>
    page.request.patch(`/cms/api/service-requests/${id}`, { data, ...sameOrigin(page) })
  expect((await patch(reviewed.id, { status: 'in_review' })).status()).toBe(200)
  expect((await patch(late.id, { dueAt: yesterday })).status()).toBe(200)

  await page.goto('/admin')
  const table = page.getByTestId('requests-by-type')
  await expect(table).toBeVisible()

  // The same counts, worked out here from the rows themselves.
  const now = Date.now()
  const rows = await allRequests(page)
  const open = (r: Row) => r.status === 'received' || r.status === 'in_review'
  const expected = (type: string | null) => {
    const ofType = rows.filter((r) => type === null || r.type === type)
    return {
      received: ofType.filter((r) => r.status === 'received').length,
      in_review: ofType.filter((r) => r.status === 'in_review').length,
      overdue: ofType.filter((r) => open(r) && r.dueAt && new Date(r.dueAt).getTime() < now).length,
    }
  }
  const shown = async (type: string, column: string) =>
    Number(
      await table
        .locator(`tr[data-type="${type}"] td[data-column="${column}"] a`)
        .getAttribute('data-count'),
    )

  const types = requestTypes.map((type) => type.value)
  for (const type of [...types, 'all']) {
    const want = expected(type === 'all' ? null : type)
    for (const column of ['received', 'in_review', 'overdue'] as const) {
      expect(await shown(type, column), `${type} ${column}`).toBe(want[column])
    }
  }
  expect(await shown('complaint', 'overdue')).toBeGreaterThanOrEqual(1)
  expect(await shown('complaint', 'in_review')).toBeGreaterThanOrEqual(1)

  // New applications for HR.
  const applications = await page.request.get(
    '/cms/api/job-applications?pagination=false&depth=0&where[status][equals]=new',
    sameOrigin(page),
  )
  const newApplications = ((await applications.json()) as { docs: unknown[] }).docs.length
  await expect(page.locator('[data-card="applications"] a')).toHaveAttribute(
    'data-count',
    String(newApplications),
  )

  // The overdue count opens the list filtered to exactly those requests.
  const overdueCount = await shown('complaint', 'overdue')
  const allOverdue = await shown('all', 'overdue')
  await table.locator('tr[data-type="complaint"] td[data-column="overdue"] a').click()
  await expect(page).toHaveURL(/\/admin\/collections\/service-requests\?/)
  await expect(page.locator('.list-filters')).toBeVisible()
  // The list's own table (Next keeps the dashboard it came from in the page, hidden).
  const listRows = page.locator('.table > table > tbody > tr')
  await expect(listRows).toHaveCount(overdueCount)
  await expect(listRows.filter({ hasText: late.reference })).toHaveCount(1)

  // Above the list, the deadline filters count the same overdue requests.
  await page.goto('/admin/collections/service-requests')
  const overdueFilter = page.locator('.list-filters [data-filter="overdue"]')
  await expect(overdueFilter).toContainText(String(allOverdue))
  await whenListSettled(page)
  await overdueFilter.click()
  await expect(listRows).toHaveCount(allOverdue)
  await expect(listRows.filter({ hasText: late.reference })).toHaveCount(1)
  await expect(listRows.filter({ hasText: reviewed.reference })).toHaveCount(0)
})

test('the admin carries the brand and the dashboard reads in Arabic', async ({ page }) => {
  await page.goto('/admin/login')
  await expect(page.locator('.admin-brand')).toContainText('Rafeef')
  await logIn(page)
  await setAdminLanguage(page.context(), 'ar')
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'طلبات بانتظار الرد' })).toBeVisible()
  await expect(page.getByTestId('requests-by-type')).toContainText('شكوى')
  await setAdminLanguage(page.context(), 'en')
})

test('the server sends the emails a submission queued, within seconds, with no one asking', async ({
  page,
}) => {
  await logIn(page)
  const sent = await page.request.post('/api/service-requests', {
    data: complaint(`3${String(Date.now()).slice(-9)}`),
  })
  expect(sent.status()).toBe(201)
  const { reference } = (await sent.json()).data as { reference: string }
  // The visitor's acknowledgement names the reference in its subject (the seed sets no staff
  // addresses, so there is no staff notice to send).
  const states = async () => {
    const response = await page.request.get(
      `/cms/api/emails?where[subject][contains]=${encodeURIComponent(reference)}&depth=0`,
      sameOrigin(page),
    )
    expect(response.status()).toBe(200)
    return ((await response.json()) as { docs: { state: string }[] }).docs.map(
      (email) => email.state,
    )
  }
  await expect.poll(states, { timeout: 45_000, intervals: [1_000] }).toEqual(['sent'])
})
