import {
  adminToken,
  emailedInvitation,
  expect,
  type APIRequestContext,
  type Page,
  staffToken,
  test,
} from './fixtures'
import { PDFDocument } from 'pdf-lib'

import { ar } from '../../src/i18n/messages/ar'
import { en } from '../../src/i18n/messages/en'

const texts = { en, ar }

async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
}

const prefixed = (locale: 'en' | 'ar', path: string) => (locale === 'en' ? path : `/ar${path}`)

/** The id of a seeded job, found through the public job API. */
async function jobId(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get(`/api/jobs?title=${encodeURIComponent(title)}`)
  const { data } = (await response.json()) as { data: { jobs: { id: number; title: string }[] } }
  const job = data.jobs.find((j) => j.title === title)
  expect(job, `seeded job ${title}`).toBeTruthy()
  return String(job!.id)
}

async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage().drawText('Noura Al-Qahtani - Curriculum vitae')
  return Buffer.from(await doc.save())
}

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale]

  test.describe(`careers (${locale})`, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page))

    test('the job list filters by title and location only when Show Jobs is pressed', async ({
      page,
    }) => {
      await page.goto(prefixed(locale, '/career-openings'), { waitUntil: 'networkidle' })
      const cards = page.getByRole('link', { name: new RegExp(t.sections.viewDetails) })
      // The list streams in after the filter panel: wait for it before counting.
      await expect(cards.first()).toBeVisible()
      const all = await cards.count()
      expect(all).toBeGreaterThan(3)

      const title = locale === 'en' ? 'analyst' : 'محلل'
      await page.getByLabel(t.careers.jobTitle, { exact: true }).fill(title)
      // Typing alone changes nothing: the filter applies on Show Jobs.
      await expect(cards).toHaveCount(all)
      await page.getByRole('button', { name: t.careers.showJobs }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]title=${encodeURIComponent(title)}`))
      await expect(cards).toHaveCount(2)

      await page
        .getByLabel(t.careers.location, { exact: true })
        .selectOption({ label: locale === 'en' ? 'Egypt' : 'مصر' })
      await page.getByRole('button', { name: t.careers.showJobs }).click()
      await expect(page).toHaveURL(/[?&]location=Egypt/)
      await expect(cards).toHaveCount(1)
      await expect(page.locator('main').getByRole('heading', { level: 3 })).toHaveText(
        locale === 'en' ? 'IT Security Analyst' : 'محلل أمن المعلومات',
      )
      // The filter survives a reload: the URL is the filter.
      await page.reload()
      await expect(page.getByLabel(t.careers.jobTitle, { exact: true })).toHaveValue(title)
      await expect(page.getByLabel(t.careers.location, { exact: true })).toHaveValue('Egypt')

      await page.getByLabel(t.careers.jobTitle, { exact: true }).fill('no such job anywhere')
      await page.getByRole('button', { name: t.careers.showJobs }).click()
      await expect(page.getByText(t.careers.noJobs, { exact: true })).toBeVisible()
      await expect(cards).toHaveCount(0)
    })

    test('the job detail shows every field of the spec', async ({ page, request }) => {
      const id = await jobId(request, 'Actuarial Analyst')
      const response = await page.goto(prefixed(locale, `/career-details/${id}`))
      expect(response?.status()).toBe(200)
      const title = locale === 'en' ? 'Actuarial Analyst' : 'محلل اكتواري'
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(new RegExp(`^${title}`))
      await expect(page.getByRole('link', { name: t.careers.applyNow })).toHaveAttribute(
        'href',
        prefixed(locale, `/apply-form/${id}`),
      )
      await expect(page.locator('main img').first()).toBeVisible()
      await expect(
        page.getByText(locale === 'en' ? 'Graduate friendly' : 'مناسبة للخريجين'),
      ).toBeVisible()
      const posted = page.getByText(t.careers.posted.trim())
      await expect(posted).toContainText(
        locale === 'en' ? /\d{1,2} \w+ \d{4}/ : /\d{1,2} \S+ \d{4}/,
      )
      await expect(page.getByRole('heading', { name: t.careers.areaOfExpertise })).toBeVisible()
      await expect(
        page.getByText(locale === 'en' ? 'Reserving' : 'الاحتياطيات', { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: t.careers.description })).toBeVisible()
      await expect(page.getByText(t.careers.level)).toBeVisible()
      await expect(
        page.getByText(locale === 'en' ? 'Entry' : 'مبتدئ', { exact: true }),
      ).toBeVisible()
      await expect(page.getByText(t.careers.locationLabel)).toBeVisible()
      await expect(
        page.getByText(locale === 'en' ? 'Saudi Arabia' : 'المملكة العربية السعودية', {
          exact: true,
        }),
      ).toBeVisible()
    })

    test('an unknown job is a 404 saying "Job not found."', async ({ page }) => {
      for (const path of ['/career-details/987654', '/apply-form/987654']) {
        const response = await page.goto(prefixed(locale, path))
        expect(response?.status()).toBe(404)
        await expect(page.getByText(t.careers.jobNotFound)).toBeVisible()
      }
    })

    test('the application form: messages once touched, Apply Now held back until both boxes are ticked, then a reference', async ({
      page,
      request,
    }) => {
      const id = await jobId(request, 'Data Engineer')
      await page.goto(prefixed(locale, `/apply-form/${id}`), { waitUntil: 'networkidle' })
      const labels = t.forms.jobApplication.labels
      const errors = t.forms.errors
      const submit = page.getByRole('button', { name: t.forms.jobApplication.submit })

      // A field touched before the form hydrates shows nothing yet; touch it again until the form listens.
      await expect(async () => {
        await page.getByLabel(labels.first_name).focus()
        await page.getByLabel(labels.last_name).focus()
        await expect(page.getByText(errors.firstNameRequired)).toBeVisible({ timeout: 1000 })
      }).toPass()
      await page.getByLabel(labels.first_name).fill('x'.repeat(41))
      await expect(page.getByText(errors.firstNameTooLong)).toBeVisible()
      await page.getByLabel(labels.email).fill('noura@')
      await page.getByLabel(labels.phone_number).focus()
      await expect(page.getByText(errors.emailInvalid)).toBeVisible()
      await page.getByLabel(labels.cover_letter_title).focus()
      await expect(page.getByText(errors.phoneNumberRequired)).toBeVisible()
      await page.getByLabel(labels.cv_url).setInputFiles({
        name: 'cv.docx',
        mimeType: 'application/msword',
        buffer: Buffer.from('not a pdf'),
      })
      await expect(page.getByText(errors.cvNotPdf)).toBeVisible()
      await expect(submit).toHaveAttribute('aria-disabled', 'true')

      await page.getByLabel(labels.first_name).fill('Noura')
      await page.getByLabel(labels.last_name).fill('Al-Qahtani')
      await page.getByLabel(labels.email).fill('noura@example.com')
      await page.getByLabel(labels.phone_number).fill('0501234567')
      await page
        .getByLabel(labels.cv_url)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await realPdf() })
      await page.getByLabel(labels.cover_letter_title).fill('Data Engineer')
      await page
        .getByLabel(labels.cover_letter_description)
        .fill('Five years of building data pipelines for insurers.')
      await expect(submit).toHaveAttribute('aria-disabled', 'true')

      // Pressing it anyway says what is missing, in an alert (not a browser dialog). The button is only
      // marked unavailable (aria-disabled), so it can be pressed; Playwright waits for it unless forced.
      await submit.click({ force: true })
      await expect(
        page.getByRole('alert').filter({ hasText: errors.acceptanceRequired }),
      ).toBeVisible()
      await page.getByRole('checkbox', { name: labels.declaration }).check()
      await expect(submit).toHaveAttribute('aria-disabled', 'true')
      await page.getByRole('checkbox', { name: /terms|الشروط/ }).check()
      await expect(submit).toHaveAttribute('aria-disabled', 'false')
      await expect(page.getByText(errors.acceptanceRequired)).toHaveCount(0)
      await expect(
        page
          .locator('main form')
          .getByRole('link', { name: /terms and conditions|الشروط والأحكام/ }),
      ).toHaveAttribute('target', '_blank')

      await submit.click()
      await expect(
        page.getByRole('heading', { name: t.forms.jobApplication.successTitle }),
      ).toBeFocused()
      const reference = (await page.getByTestId('reference').innerText()).trim()
      expect(reference).toMatch(/^APP-\d{4}-\d{8}$/)

      // HR downloads the CV; a visitor cannot.
      const admin = await adminToken(request)
      const hr = { email: `hr-${locale}-${Date.now()}@example.com`, password: 'hr-password-12345' }
      const created = await request.post('/cms/api/users', {
        headers: { authorization: `JWT ${admin}` },
        data: { ...hr, roles: ['hr'] },
      })
      expect(created.status()).toBe(201)
      // HR sets up an authenticator at the first sign-in, through the emailed invitation.
      const hrToken = await staffToken(request, {
        ...hr,
        invitation: await emailedInvitation(request, hr.email),
      })
      const found = await request.get(
        `/cms/api/job-applications?where[reference][equals]=${reference}&depth=1`,
        {
          headers: { authorization: `JWT ${hrToken}` },
        },
      )
      expect(found.status()).toBe(200)
      const application = (
        (await found.json()) as {
          docs: { cv: { url: string }; locale: string; consent: boolean }[]
        }
      ).docs[0]!
      expect(application).toMatchObject({ locale, consent: true })
      const download = await request.get(application.cv.url, {
        headers: { authorization: `JWT ${hrToken}` },
      })
      expect(download.status()).toBe(200)
      expect(download.headers()['content-type']).toContain('application/pdf')
      expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-')

      const editor = {
        email: `editor-${locale}-${Date.now()}@example.com`,
        password: 'editor-password-12345',
      }
      const editorCreated = await request.post('/cms/api/users', {
        headers: { authorization: `JWT ${admin}` },
        data: { ...editor, roles: ['editor'] },
      })
      expect(editorCreated.status()).toBe(201)
      const editorToken = await staffToken(request, editor)
      const asEditor = await request.get(application.cv.url, {
        headers: { authorization: `JWT ${editorToken}` },
      })
      expect(asEditor.status()).toBe(403)

      const anonymous = await request.get(application.cv.url, { headers: { authorization: '' } })
      expect([401, 403]).toContain(anonymous.status())
      const anonymousList = await request.get('/cms/api/job-applications', {
        headers: { authorization: '' },
      })
      expect([401, 403]).toContain(anonymousList.status())
    })

    test('clearing the form empties every field and both boxes', async ({ page, request }) => {
      const id = await jobId(request, 'Data Engineer')
      await page.goto(prefixed(locale, `/apply-form/${id}`), { waitUntil: 'networkidle' })
      const labels = t.forms.jobApplication.labels
      // The file picker speaks the page's language, not the browser's.
      const picker = page.getByLabel(labels.cv_url).locator('..')
      await expect(picker).toHaveText(`${t.forms.file.chooseFile}${t.forms.file.noFileChosen}`)
      await page.getByLabel(labels.first_name).fill('Noura')
      await page
        .getByLabel(labels.cv_url)
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await realPdf() })
      await expect(picker).toHaveText(`${t.forms.file.chooseFile}cv.pdf`)
      await page.getByRole('checkbox', { name: labels.declaration }).check()
      await page.getByRole('checkbox', { name: /terms|الشروط/ }).check()
      await page.getByRole('button', { name: t.forms.jobApplication.reset }).click()
      await expect(page.getByLabel(labels.first_name)).toHaveValue('')
      await expect(page.getByLabel(labels.cv_url)).toHaveValue('')
      await expect(picker).toHaveText(`${t.forms.file.chooseFile}${t.forms.file.noFileChosen}`)
      await expect(page.getByRole('checkbox', { name: labels.declaration })).not.toBeChecked()
      await expect(page.getByRole('checkbox', { name: /terms|الشروط/ })).not.toBeChecked()
    })
  })
}
