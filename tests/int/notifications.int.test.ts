import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { JsonRequestType } from '@/features/service-requests/types'
import { settingName } from '@/features/service-requests/deadlines/responseTimes'
import { requestTypes } from '@/features/service-requests/types/requestTypes'

import { applicantFields, createJob, cvPdf } from '../helpers/jobApplications'
import { validContact } from '../helpers/contact'
import { validCancellation, validSamples } from '@/features/service-requests/samples'
import { validPdf } from '../helpers/uploadFixtures'
import { recipients, type SmtpCapture, startSmtpCapture } from '../helpers/smtpCapture'

/*
 * Every kind of submission, in both languages, against a local SMTP server started here: the
 * visitor's acknowledgement and the staff notice arrive with the right content, and a refused send
 * is recorded and retried. The Payload config reads SMTP_URL when first imported, so the app's
 * modules are imported only after the server is up.
 */

let smtp: SmtpCapture
let payload: Payload
let submitRequest: (body: Record<string, unknown>) => Promise<{ status: number; reference: string }>
let submitCancellation: (lang: string) => Promise<{ status: number; reference: string }>
let submitContact: (body: Record<string, unknown>) => Promise<number>
let apply: (jobId: string, lang: string) => Promise<number>
let jobId: string

const SITE = 'https://www.rafeef.example'
/** Each team's addresses: a request type's own unless named here (complaints go to two). */
const staff: Record<string, string> = {
  ...Object.fromEntries(
    requestTypes.map((t) => [settingName(t.value), `${t.value}-team@rafeef.example`]),
  ),
  details_request: 'sales@rafeef.example',
  claim: 'claims@rafeef.example',
  complaint: 'complaints@rafeef.example, quality@rafeef.example',
  visa_activation: 'travel@rafeef.example',
  insurance_extension: 'travel@rafeef.example',
  insurance_cancellation: 'policies@rafeef.example',
  quote: 'sales@rafeef.example',
  contact_message: 'care@rafeef.example',
  job_application: 'hr@rafeef.example',
}

/** Sends everything queued, as the server's job runner does every few seconds. */
async function sendQueued() {
  await payload.jobs.run({ queue: 'email', limit: 100 })
}

/** The messages that arrived since `from`, by their first recipient. */
function arrivedSince(from: number): ParsedMail[] {
  return smtp.messages.slice(from)
}

function bodyOf(mail: ParsedMail): { text: string; html: string } {
  return { text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' }
}

beforeAll(async () => {
  smtp = await startSmtpCapture()
  process.env.SMTP_URL = smtp.url
  process.env.MAIL_FROM = 'Rafeef Insurance <no-reply@rafeef.example>'
  process.env.SITE_URL = SITE
  const [
    { migratedPayload },
    requests,
    contact,
    jobs,
    { formOptionsSeed },
    { siteSettingsSeed },
    { updateGlobalBilingual },
  ] = await Promise.all([
    import('../helpers/payload'),
    import('@/app/api/service-requests/route'),
    import('@/app/api/contact-us/route'),
    import('@/app/api/jobs/[id]/route'),
    import('@/seed/formOptions'),
    import('@/seed/structure'),
    import('@/seed/write'),
  ])
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  await updateGlobalBilingual(payload, 'site-settings', { ...siteSettingsSeed, staffEmails: staff })

  submitRequest = async (body) => {
    const response = await requests.POST(
      new Request('http://test/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    const json = (await response.json()) as { data?: { reference?: string } }
    return { status: response.status, reference: json.data?.reference ?? '' }
  }
  const document = await validPdf()
  submitCancellation = async (lang) => {
    const body = new FormData()
    for (const [key, value] of Object.entries({
      type: 'insurance-cancellation',
      lang,
      ...validCancellation,
    }))
      body.set(key, String(value))
    body.append(
      'documents',
      new File([new Uint8Array(document)], 'visa-refusal.pdf', { type: 'application/pdf' }),
    )
    const response = await requests.POST(
      new Request('http://test/api/service-requests', { method: 'POST', body }),
    )
    const json = (await response.json()) as { data?: { reference?: string } }
    return { status: response.status, reference: json.data?.reference ?? '' }
  }
  submitContact = async (body) => {
    const response = await contact.POST(
      new Request('http://test/api/contact-us', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
    return response.status
  }
  const pdf = await cvPdf()
  apply = async (id, lang) => {
    const form = new FormData()
    for (const [key, value] of Object.entries({ ...applicantFields, lang })) form.set(key, value)
    form.set('cv_url', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf')
    const response = await jobs.POST(
      new Request(`http://test/api/jobs/${id}`, { method: 'POST', body: form }),
      {
        params: Promise.resolve({ id }),
      },
    )
    return response.status
  }
  jobId = await createJob(payload, 'Actuarial Analyst')
})

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
})

const label = (type: string, locale: 'en' | 'ar') =>
  requestTypes.find((t) => t.value === type)!.label[locale]

describe('acknowledgements and staff notices for service requests', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const type of Object.keys(validSamples) as JsonRequestType[]) {
      it(`${type} in ${locale}`, async () => {
        const sample = validSamples[type]
        const from = smtp.messages.length
        const { status, reference } = await submitRequest({ type, lang: locale, ...sample })
        expect(status).toBe(201)
        // Nothing is sent while the visitor waits: the request only queued its emails.
        expect(smtp.messages.length).toBe(from)
        await sendQueued()
        const mails = arrivedSince(from)

        const visitorAddress = typeof sample.email === 'string' ? sample.email : null
        const team = staff[settingName(type)]!.split(', ')
        expect(mails).toHaveLength(visitorAddress ? 2 : 1)

        const notice = mails.find((m) => recipients(m).includes(team[0]!))!
        expect(recipients(notice)).toEqual(team)
        expect(notice.subject).toContain(reference)
        const request = (
          await payload.find({
            collection: 'service-requests',
            where: { reference: { equals: reference } },
            overrideAccess: true,
          })
        ).docs[0]!
        const noticeBody = bodyOf(notice)
        expect(noticeBody.text).toContain(
          `${SITE}/admin/collections/service-requests/${request.id}`,
        )
        expect(noticeBody.html).toContain(
          `href="${SITE}/admin/collections/service-requests/${request.id}"`,
        )
        // Staff read both languages.
        expect(noticeBody.text).toContain(label(type, 'en'))
        expect(noticeBody.text).toContain(label(type, 'ar'))

        if (!visitorAddress) return
        const ack = mails.find((m) => recipients(m).includes(visitorAddress))!
        const { text, html } = bodyOf(ack)
        expect(ack.from?.value[0]?.address).toBe('no-reply@rafeef.example')
        // In Arabic the reference is isolated, so that its hyphens do not move it about.
        expect(ack.subject).toContain(
          locale === 'ar' ? `(\u2066${reference}\u2069)` : `(${reference})`,
        )
        expect(ack.subject).toContain(label(type, locale))
        expect(text).toContain(reference)
        expect(html).toContain(reference)
        // The response time and the due date stored on the request.
        const days = request.type === 'complaint' || request.type === 'claim' ? 15 : null
        if (days)
          expect(text).toContain(locale === 'ar' ? `${days} يوم عمل` : `${days} working days`)
        const due = new Intl.DateTimeFormat(
          locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB',
          { dateStyle: 'long', timeZone: 'Asia/Riyadh' },
        ).format(new Date(request.dueAt!))
        expect(text).toContain(due)
        // Right to left in Arabic, in the document and in each part.
        if (locale === 'ar') {
          expect(html).toMatch(/<html lang="ar" dir="rtl">/)
          expect(html).toContain('dir="rtl"')
          expect(text).toContain('مرحبًا')
        } else {
          expect(html).toMatch(/<html lang="en" dir="ltr">/)
          expect(text).toContain('Hello')
        }
        // Identity numbers are not repeated back.
        if (typeof sample.id_number === 'string') expect(text).not.toContain(sample.id_number)
        if (typeof sample.phone === 'string') expect(text).not.toContain(sample.phone)

        const trackingPath =
          type === 'claim' ? '/claims' : type === 'complaint' ? '/complaints' : null
        if (trackingPath)
          expect(text).toContain(`${SITE}${locale === 'ar' ? '/ar' : ''}${trackingPath}`)
        else expect(text).not.toContain(`${SITE}/`)
        const escalation = locale === 'ar' ? 'هيئة التأمين' : 'Insurance Authority'
        if (type === 'complaint') expect(text).toContain(escalation)
        else expect(text).not.toContain(escalation)

        // Staff see both emails on the request, sent.
        const emails = await payload.find({
          collection: 'emails',
          where: { serviceRequest: { equals: request.id } },
          overrideAccess: true,
        })
        expect(emails.docs.map((e) => [e.kind, e.state]).sort()).toEqual([
          ['acknowledgement', 'sent'],
          ['staff', 'sent'],
        ])
      })
    }
  }
})

describe('cancellations, sent with their documents', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`acknowledges a cancellation in ${locale} with what was attached, and tells the policy team`, async () => {
      const from = smtp.messages.length
      const { status, reference } = await submitCancellation(locale)
      expect(status).toBe(201)
      await sendQueued()
      const mails = arrivedSince(from)
      expect(mails.map((m) => recipients(m)[0]).sort()).toEqual([
        'policies@rafeef.example',
        'sara@example.com',
      ])
      const ack = mails.find((m) => recipients(m).includes('sara@example.com'))!
      const { text } = bodyOf(ack)
      expect(ack.subject).toContain(reference)
      expect(text).toContain(locale === 'ar' ? 'المستندات: ملف واحد' : 'Documents: 1 file')
      expect(text).toContain(validCancellation.message)
      // The bank account and passport stay out of the email.
      expect(text).not.toContain('6080')
      expect(text).not.toContain(validCancellation.passport_number)
      expect(text).toContain(locale === 'ar' ? '5 أيام عمل' : '5 working days')
    })
  }
})

describe('contact messages and job applications', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`acknowledges a contact message in ${locale} and tells customer service`, async () => {
      const from = smtp.messages.length
      expect(await submitContact({ ...validContact, lang: locale })).toBe(201)
      await sendQueued()
      const mails = arrivedSince(from)
      expect(mails.map((m) => recipients(m)[0]).sort()).toEqual(
        ['care@rafeef.example', validContact.email].sort(),
      )
      const ack = mails.find((m) => recipients(m).includes(validContact.email))!
      expect(ack.subject).toBe(locale === 'ar' ? 'استلمنا رسالتك' : 'We have received your message')
      expect(bodyOf(ack).text).toContain(validContact.subject)
      expect(bodyOf(ack).html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"')
      const message = (
        await payload.find({
          collection: 'contact-messages',
          sort: '-createdAt',
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!
      const notice = mails.find((m) => recipients(m).includes('care@rafeef.example'))!
      expect(bodyOf(notice).text).toContain(
        `${SITE}/admin/collections/contact-messages/${message.id}`,
      )
    })

    it(`acknowledges a job application in ${locale} and tells HR`, async () => {
      const from = smtp.messages.length
      expect(await apply(jobId, locale)).toBe(201)
      await sendQueued()
      const mails = arrivedSince(from)
      expect(mails.map((m) => recipients(m)[0]).sort()).toEqual(
        ['hr@rafeef.example', applicantFields.email].sort(),
      )
      const application = (
        await payload.find({
          collection: 'job-applications',
          sort: '-createdAt',
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!
      const ack = mails.find((m) => recipients(m).includes(applicantFields.email))!
      expect(ack.subject).toContain(application.reference!)
      expect(ack.subject).toContain(
        locale === 'ar' ? 'استلمنا طلب توظيفك' : 'We have received your application',
      )
      const hr = mails.find((m) => recipients(m).includes('hr@rafeef.example'))!
      expect(bodyOf(hr).text).toContain(
        `${SITE}/admin/collections/job-applications/${application.id}`,
      )
      expect(hr.subject).toContain(application.reference!)
    })
  }
})

describe('status changes', () => {
  it('emails the visitor in the language of the form when staff change the status, unless turned off', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'editor-status@example.com',
        password: 'editor-password-1',
        roles: ['service'],
      },
      overrideAccess: true,
    })
    const { reference } = await submitRequest({
      type: 'complaint',
      lang: 'ar',
      ...validSamples.complaint,
    })
    await sendQueued()
    const request = (
      await payload.find({
        collection: 'service-requests',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
    ).docs[0]!
    const from = smtp.messages.length
    const changed = await payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { status: 'in_review' },
      user: editor,
      overrideAccess: false,
    })
    expect(new Date(changed.statusChangedAt!).getTime()).toBeGreaterThan(
      new Date(request.statusChangedAt!).getTime(),
    )
    await sendQueued()
    const [mail, ...more] = arrivedSince(from)
    expect(more).toHaveLength(0)
    expect(recipients(mail!)).toEqual(['sara@example.com'])
    expect(mail!.subject).toBe(`تحديث على طلبك \u2066${reference}\u2069: قيد المراجعة`)
    const { text, html } = bodyOf(mail!)
    expect(text).toContain('تغيّرت حالة طلبك (شكوى) إلى «قيد المراجعة»')
    expect(text).toContain(`${SITE}/ar/complaints`)
    expect(html).toContain('dir="rtl"')

    // Saving without a status change sends nothing; with the visitor's email turned off, neither does a change.
    await payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { number: request.number },
      user: editor,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { notifyVisitor: false },
      user: editor,
      overrideAccess: false,
    })
    await payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { status: 'resolved' },
      user: editor,
      overrideAccess: false,
    })
    await sendQueued()
    expect(arrivedSince(from)).toHaveLength(1)

    // Staff see the acknowledgement, the notice and the status email on the request.
    const emails = await payload.find({
      collection: 'emails',
      where: { serviceRequest: { equals: request.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(emails.docs.map((e) => e.kind)).toEqual(['acknowledgement', 'staff', 'status'])
  })
})

describe('overdue requests', () => {
  it('sends each team one list a day of its open requests past their due date', async () => {
    const { notifyOverdue } = await import('@/features/service-requests/tasks/notifyOverdue')
    const { reference: late } = await submitRequest({
      type: 'claim',
      lang: 'en',
      ...validSamples.claim,
    })
    const { reference: done } = await submitRequest({
      type: 'claim',
      lang: 'en',
      ...validSamples.claim,
    })
    await sendQueued()
    const find = async (reference: string) =>
      (
        await payload.find({
          collection: 'service-requests',
          where: { reference: { equals: reference } },
          overrideAccess: true,
        })
      ).docs[0]!
    const past = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
    await payload.update({
      collection: 'service-requests',
      id: (await find(late)).id,
      data: { dueAt: past },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'service-requests',
      id: (await find(done)).id,
      data: { dueAt: past, status: 'resolved' },
      overrideAccess: true,
    })
    await sendQueued()

    const from = smtp.messages.length
    expect(await notifyOverdue(payload)).toBeGreaterThanOrEqual(1)
    await sendQueued()
    const lists = arrivedSince(from).filter((m) => recipients(m).includes('claims@rafeef.example'))
    expect(lists).toHaveLength(1)
    const { text } = bodyOf(lists[0]!)
    expect(text).toContain(late)
    expect(text).not.toContain(done)
    expect(lists[0]!.subject).toMatch(/^\d+ overdue: Claim · /)
    expect(text).toContain(`${SITE}/admin/collections/service-requests?where`)

    // A team far behind gets the oldest by name and the rest counted.
    const { reference: later } = await submitRequest({
      type: 'claim',
      lang: 'en',
      ...validSamples.claim,
    })
    await payload.update({
      collection: 'service-requests',
      id: (await find(later)).id,
      data: { dueAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() },
      overrideAccess: true,
    })
    await sendQueued()
    const since = smtp.messages.length
    await notifyOverdue(payload, new Date(), 1)
    await sendQueued()
    const [short] = arrivedSince(since).filter((m) =>
      recipients(m).includes('claims@rafeef.example'),
    )
    const shortText = bodyOf(short!).text
    expect(shortText).toContain(late)
    expect(shortText).not.toContain(later)
    expect(shortText).toMatch(/And \d+ more, in the list\./)
    expect(short!.subject).toMatch(/^(\d+) overdue: Claim · /)
  })
})

describe('forgotten staff passwords', () => {
  for (const language of ['ar', 'en'] as const) {
    it(`sends a working reset link in the user's admin language (${language})`, async () => {
      const email = `reset-${language}@example.com`
      await payload.create({
        collection: 'users',
        data: { email, password: 'old-password-123', roles: ['editor'], language },
        overrideAccess: true,
      })
      const from = smtp.messages.length
      await payload.forgotPassword({ collection: 'users', data: { email } })
      const [mail] = arrivedSince(from)
      expect(recipients(mail!)).toEqual([email])
      const { html } = bodyOf(mail!)
      if (language === 'ar') {
        expect(mail!.subject).toBe('إعادة تعيين كلمة المرور لنظام إدارة محتوى رفيف')
        expect(html).toMatch(/<html lang="ar" dir="rtl">/)
      } else {
        expect(mail!.subject).toBe('Reset your password for the Rafeef CMS')
        expect(html).toMatch(/<html lang="en" dir="ltr">/)
      }
      const link = /href="([^"]+)"/.exec(html)![1]!
      expect(link).toMatch(new RegExp(`^${SITE}/admin/reset/[0-9a-f]+$`))
      const token = link.split('/').pop()!
      await payload.resetPassword({
        collection: 'users',
        data: { token, password: 'new-password-456' },
        overrideAccess: true,
      })
      const login = await payload.login({
        collection: 'users',
        data: { email, password: 'new-password-456' },
      })
      expect(login.user?.email).toBe(email)
    })
  }

  it('links to SITE_URL (or its local default), never to the host the request named', async () => {
    const email = 'reset-host@example.com'
    await payload.create({
      collection: 'users',
      data: { email, password: 'old-password-123', roles: ['editor'], language: 'en' },
      overrideAccess: true,
    })
    // Whoever asks for a reset chooses the Host header; the link must not follow it.
    const fromAttacker = () => ({
      url: 'https://attacker.example/cms/api/users/forgot-password',
      headers: new Headers({ host: 'attacker.example', 'x-forwarded-host': 'attacker.example' }),
    })
    const linkSent = async () => {
      const from = smtp.messages.length
      await payload.forgotPassword({ collection: 'users', data: { email }, req: fromAttacker() })
      const [mail] = arrivedSince(from)
      return /href="([^"]+)"/.exec(bodyOf(mail!).html)![1]!
    }
    expect(await linkSent()).toMatch(new RegExp(`^${SITE}/admin/reset/[0-9a-f]+$`))
    delete process.env.SITE_URL
    try {
      expect(await linkSent()).toMatch(/^http:\/\/localhost:3000\/admin\/reset\/[0-9a-f]+$/)
    } finally {
      process.env.SITE_URL = SITE
    }
  })
})

describe('a send the mail server refuses', () => {
  it('never fails the submission, is recorded for staff and is sent on a later try', async () => {
    const from = smtp.messages.length
    smtp.refuseNext(10)
    const { status, reference } = await submitRequest({
      type: 'complaint',
      lang: 'ar',
      ...validSamples.complaint,
    })
    expect(status).toBe(201)
    await sendQueued()
    expect(arrivedSince(from)).toHaveLength(0)

    const request = (
      await payload.find({
        collection: 'service-requests',
        where: { reference: { equals: reference } },
        overrideAccess: true,
      })
    ).docs[0]!
    const failed = await payload.find({
      collection: 'emails',
      where: { serviceRequest: { equals: request.id } },
      overrideAccess: true,
    })
    expect(failed.docs).toHaveLength(2)
    for (const email of failed.docs) {
      expect(email.state).toBe('failed')
      expect(email.attempts).toBe(1)
      expect(email.lastError).toContain('Mailbox busy')
    }
    // The jobs wait for their retry (a minute later), then go through.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: 'email' } },
          { completedAt: { exists: false } },
          { 'input.email': { in: failed.docs.map((email) => email.id) } },
        ],
      },
      overrideAccess: true,
    })
    expect(jobs.docs).toHaveLength(2)
    for (const job of jobs.docs) {
      expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
    }
    smtp.refuseNext(0)
    await sendQueued()
    const mails = arrivedSince(from)
    expect(mails.map((m) => recipients(m)[0]).sort()).toEqual([
      'complaints@rafeef.example',
      'sara@example.com',
    ])
    expect(mails.find((m) => recipients(m).includes('sara@example.com'))!.subject).toContain(
      reference,
    )
    const sent = await payload.find({
      collection: 'emails',
      where: { serviceRequest: { equals: request.id } },
      overrideAccess: true,
    })
    for (const email of sent.docs) {
      expect(email).toMatchObject({ state: 'sent', attempts: 2, lastError: null })
    }
  })
})
