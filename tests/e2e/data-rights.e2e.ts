import { readFile } from 'node:fs/promises'

import { strFromU8, unzipSync } from 'fflate'
import { PDFDocument } from 'pdf-lib'

import {
  type APIRequestContext,
  expect,
  logIn,
  type Page,
  setAdminLanguage,
  test,
} from './fixtures'

/** A person who sent a complaint, a contact message and a job application with a CV. */
async function sendEverything(request: APIRequestContext, email: string, lang: 'en' | 'ar') {
  const complaint = await request.post('/api/service-requests', {
    data: {
      type: 'complaint',
      lang,
      full_name: 'Huda Al-Shehri',
      id_number: '1076543210',
      phone: '0507654321',
      email,
      city: 'Riyadh',
      requester_type: 'Website',
      product: 'motor-insurance',
      service_request_type: 'Complaint',
      complaint_relation: 'Claims',
      description: 'No answer to my claim for a month.',
      consent: true,
    },
  })
  expect(complaint.status()).toBe(201)
  const message = await request.post('/api/contact-us', {
    data: {
      name: 'Huda Al-Shehri',
      email,
      phoneNumber: '0507654321',
      subject: 'My address',
      message: 'Please update the address on my policy.',
      consent: true,
      lang,
    },
  })
  expect(message.status()).toBe(201)
  const jobs = await request.get('/api/jobs')
  const { data } = (await jobs.json()) as { data: { jobs: { id: number }[] } }
  const cv = await PDFDocument.create()
  cv.addPage().drawText('Huda Al-Shehri - CV')
  const applied = await request.post(`/api/jobs/${data.jobs[0]!.id}`, {
    multipart: {
      first_name: 'Huda',
      last_name: 'Al-Shehri',
      email,
      phone_number: '0507654321',
      cover_letter_title: 'Claims Adjuster',
      cover_letter_description: 'Five years of motor claims.',
      declaration: 'true',
      terms: 'true',
      lang,
      cv_url: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await cv.save()) },
    },
  })
  expect(applied.status()).toBe(201)
}

async function findPerson(page: Page, email: string, find: string) {
  await page.locator('#data-rights-email').fill(email)
  await page.getByRole('button', { name: find, exact: true }).click()
}

const words = {
  en: {
    nav: 'Personal data requests',
    find: 'Find',
    serviceRequests: 'Service requests (1)',
    download: 'Download archive',
    erase: 'Erase all of this',
    confirm: 'Yes, erase for good',
    erased: /Erased: \d+ records, emails and files\./,
    nothing: 'The site holds nothing under these details.',
    summary: 'The personal data we hold about you',
    erasedDetail:
      'Service requests 1, Contact messages 1, Job applications 1, Sent emails 3, Files 1',
  },
  ar: {
    nav: 'طلبات البيانات الشخصية',
    find: 'بحث',
    serviceRequests: 'طلبات الخدمة (1)',
    download: 'تنزيل الأرشيف',
    erase: 'محو كل ما سبق',
    confirm: 'نعم، امحُ نهائيًا',
    erased: /تم المحو: \d+ من السجلات والرسائل والملفات\./,
    nothing: 'لا يحفظ الموقع شيئًا بهذه البيانات.',
    summary: 'بياناتك الشخصية المحفوظة لدينا',
    erasedDetail: 'طلبات الخدمة 1، رسائل التواصل 1، طلبات التوظيف 1، الرسائل المرسلة 3، الملفات 1',
  },
}

for (const language of ['en', 'ar'] as const) {
  test(`an admin finds, exports and erases a person's data (${language} admin)`, async ({
    page,
    request,
    context,
  }) => {
    const w = words[language]
    const email = `huda-${language}-${Date.now()}@example.com`
    // The person wrote in the other language: the archive's summary is in hers, not the admin's.
    const theirs = language === 'en' ? 'ar' : 'en'
    await sendEverything(request, email, theirs)

    await setAdminLanguage(context, language)
    await logIn(page)
    // The navigation (folded away at this width) leads there in the admin's language.
    await expect(page.getByRole('link', { name: w.nav, includeHidden: true })).toHaveAttribute(
      'href',
      '/admin/data-rights',
    )
    await page.goto('/admin/data-rights')
    await expect(page.locator('h1')).toHaveText(w.nav)
    // Laid out as Payload's own screens: a breadcrumb, no content-language switch (nothing here
    // is localized), and Find in line with the inputs it reads, not with their labels.
    await expect(page.locator('.step-nav')).toContainText(w.nav)
    await expect(page.locator('.app-header__localizer')).toBeHidden()
    const bottom = async (selector: string) => {
      const box = (await page.locator(selector).boundingBox())!
      return box.y + box.height
    }
    expect(
      Math.abs((await bottom('.data-rights__form .btn')) - (await bottom('#data-rights-email'))),
    ).toBeLessThan(2)
    await findPerson(page, email.toUpperCase(), w.find)
    const found = page.locator('[data-data-rights-found]')
    await expect(found).toContainText(w.serviceRequests)
    await expect(found.locator('section')).toHaveCount(5)
    await expect(found.locator('a[href*="/admin/collections/job-application-cvs/"]')).toHaveCount(1)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.download }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const archive = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    const names = Object.keys(archive).sort()
    expect(names).toContain('summary.txt')
    expect(names).toContain('data.json')
    expect(names.filter((name) => name.startsWith('files/'))).toHaveLength(1)
    expect(strFromU8(archive['summary.txt']!)).toContain(words[theirs].summary)
    expect(strFromU8(archive['data.json']!)).toContain(email)

    await page.getByRole('button', { name: w.erase }).click()
    await page.getByRole('button', { name: w.confirm }).click()
    await expect(page.locator('.data-rights__message')).toHaveText(w.erased)
    await findPerson(page, email, w.find)
    await expect(page.locator('[data-data-rights-empty]')).toHaveText(w.nothing)

    // The audit trail tells what was erased, each kind of record named in the admin's language.
    await page.goto(
      '/admin/collections/audit-log?where[action][equals]=data-erasure&sort=-createdAt',
    )
    await expect(page.locator('tbody tr').first().locator('td.cell-detail')).toHaveText(
      w.erasedDetail,
    )
  })
}
