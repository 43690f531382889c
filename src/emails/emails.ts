import type { PayloadRequest } from 'payload'

import {
  requestTypes,
  type RequestType,
  isTrackableType,
} from '@/forms/serviceRequests/requestTypes'
import { statusLabel } from '@/forms/serviceRequests/statuses'
import { isLocale, type Locale, localeCodes } from '@/i18n/locales'
import type { ContactMessage, JobApplication, ServiceRequest } from '@/payload-types'
import { formatDate, formatDateTime } from '@/utilities/formatDate'

import { inLocale } from './inLocale'
import { type Block, type Part, renderEmail } from './layout'
import { queueEmail } from './outbox'
import { receivedRows } from './received'
import { adminUrl, type NotificationSettings, type Team } from './settings'
import { greeting, texts } from './texts'

const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')
const typeLabel = (type: RequestType, locale: Locale) =>
  requestTypes.find((t) => t.value === type)?.label[locale] ?? type
const fieldsOf = (doc: ServiceRequest) => (doc.fields ?? {}) as Record<string, unknown>
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function footer(settings: NotificationSettings, locale: Locale): Part[] {
  return [
    {
      locale,
      blocks: [
        { kind: 'paragraph', text: texts[locale]('automatic', { brand: settings.brand[locale] }) },
      ],
    },
  ]
}

/** Staff read both languages: a notice carries English and Arabic, one after the other. */
function bilingual(build: (locale: Locale) => Block[]): Part[] {
  return localeCodes.map((locale) => ({ locale, blocks: build(locale) }))
}

type About = Parameters<typeof queueEmail>[1]['about']
type Row = Extract<Block, { kind: 'facts' }>['rows'][number]

/** A mail to the visitor, in their language, signed with the automatic-mail footer. */
async function queueVisitorMail(
  req: PayloadRequest,
  settings: NotificationSettings,
  mail: {
    kind: 'acknowledgement' | 'status'
    to: string
    locale: Locale
    about: About
    subject: string
    blocks: Block[]
  },
) {
  const { kind, to, locale, about, subject, blocks } = mail
  await queueEmail(req, {
    kind,
    to,
    locale,
    about,
    ...(await renderEmail(subject, [{ locale, blocks }], footer(settings, locale))),
  })
}

/**
 * The notice to the team that handles a submission, in both languages: what arrived, its facts, and a
 * link to it in the admin. `what` names the submission in each language; `reference` is what the
 * subject line shows beside it.
 */
async function queueStaffNotice(
  req: PayloadRequest,
  settings: NotificationSettings,
  notice: {
    team: Team
    what: Record<Locale, string>
    reference: string
    rows: (locale: Locale) => Row[]
    admin: string
    about: About
  },
) {
  const to = settings.staff(notice.team)
  if (to.length === 0) return
  const subject = localeCodes
    .map((l) =>
      texts[l]('staffSubject', {
        // "New claim: …" in English; Arabic has no capitals.
        type: l === 'en' ? notice.what[l].toLowerCase() : notice.what[l],
        reference: notice.reference,
      }),
    )
    .join(' · ')
  const parts = bilingual((l) => [
    { kind: 'paragraph', text: texts[l]('staffNew', { type: notice.what[l] }) },
    { kind: 'facts', rows: notice.rows(l) },
    { kind: 'link', label: texts[l]('openInAdmin'), href: notice.admin },
  ])
  await queueEmail(req, {
    kind: 'staff',
    to: to.join(', '),
    about: notice.about,
    ...(await renderEmail(subject, parts, [])),
  })
}

/** A new service request: the acknowledgement to the visitor (when they gave an email) and the notice to its team. */
export async function queueRequestReceived(
  req: PayloadRequest,
  doc: ServiceRequest,
  settings: NotificationSettings,
) {
  const locale = localeOf(doc.locale)
  const t = texts[locale]
  const type = doc.type as RequestType
  const fields = fieldsOf(doc)
  const reference = doc.reference ?? ''
  const days = settings.responseDays[type]
  const to = text(fields.email)
  if (to) {
    const blocks: Block[] = [
      { kind: 'paragraph', text: greeting(t, text(fields.full_name)) },
      { kind: 'paragraph', text: t('requestReceived') },
      {
        kind: 'facts',
        rows: [
          { label: t('reference'), value: reference, ltr: true },
          { label: t('requestType'), value: typeLabel(type, locale) },
          { label: t('receivedOn'), value: formatDateTime(doc.createdAt, locale) },
          { label: t('dueBy'), value: formatDate(doc.dueAt, locale) },
        ],
      },
      {
        kind: 'paragraph',
        text: t('responseTime', {
          days: t('workingDays', { count: days }),
          due: formatDate(doc.dueAt, locale),
        }),
      },
    ]
    const sent = await receivedRows(req, fields, locale, doc.documents?.length ?? 0)
    if (sent.length > 0)
      blocks.push({ kind: 'heading', text: t('whatYouSent') }, { kind: 'facts', rows: sent })
    if (isTrackableType(type)) {
      blocks.push(
        { kind: 'paragraph', text: t(`track.${type}`) },
        { kind: 'link', label: t(`trackLink.${type}`), href: settings.trackingUrl[type][locale] },
      )
    }
    if (type === 'complaint') {
      blocks.push(
        { kind: 'heading', text: t('escalationHeading') },
        { kind: 'paragraph', text: settings.escalation[locale] },
      )
    }
    const subject = t('ackSubject', { type: typeLabel(type, locale), reference })
    await queueVisitorMail(req, settings, {
      kind: 'acknowledgement',
      to,
      locale,
      about: { serviceRequest: doc.id },
      subject,
      blocks,
    })
  }
  await queueStaffNotice(req, settings, {
    team: type,
    what: { en: typeLabel(type, 'en'), ar: typeLabel(type, 'ar') },
    reference,
    rows: (l) => [
      { label: texts[l]('reference'), value: reference, ltr: true },
      { label: texts[l]('receivedOn'), value: formatDateTime(doc.createdAt, l) },
      { label: texts[l]('dueBy'), value: formatDate(doc.dueAt, l) },
      { label: texts[l]('language'), value: texts[l](`languageName.${locale}`) },
    ],
    admin: adminUrl('service-requests', doc.id),
    about: { serviceRequest: doc.id },
  })
}

/** Staff changed a request's status: the visitor hears of it, unless staff turned that off for the request. */
export async function queueStatusChanged(
  req: PayloadRequest,
  doc: ServiceRequest,
  settings: NotificationSettings,
) {
  const fields = fieldsOf(doc)
  const to = text(fields.email)
  if (!to || doc.notifyVisitor === false) return
  const locale = localeOf(doc.locale)
  const t = texts[locale]
  const type = doc.type as RequestType
  const reference = doc.reference ?? ''
  const status = statusLabel(doc.status)[locale]
  const changed = doc.statusChangedAt ?? new Date().toISOString()
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(t, text(fields.full_name)) },
    {
      kind: 'paragraph',
      text: t('statusChanged', {
        type: typeLabel(type, locale),
        status,
        date: formatDate(changed, locale),
      }),
    },
    {
      kind: 'facts',
      rows: [
        { label: t('reference'), value: reference, ltr: true },
        { label: t('status'), value: status },
        { label: t('changedOn'), value: formatDateTime(changed, locale) },
      ],
    },
  ]
  if (isTrackableType(type))
    blocks.push({
      kind: 'link',
      label: t(`trackLink.${type}`),
      href: settings.trackingUrl[type][locale],
    })
  const subject = t('statusSubject', { reference, status })
  await queueVisitorMail(req, settings, {
    kind: 'status',
    to,
    locale,
    about: { serviceRequest: doc.id },
    subject,
    blocks,
  })
}

/** A contact message: the acknowledgement to the sender and the notice to customer service. */
export async function queueContactReceived(
  req: PayloadRequest,
  doc: ContactMessage,
  settings: NotificationSettings,
) {
  const locale = localeOf(doc.locale)
  const t = texts[locale]
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(t, text(doc.name)) },
    { kind: 'paragraph', text: t('contactReceived') },
    {
      kind: 'facts',
      rows: [
        { label: t('subject'), value: doc.subject },
        { label: t('receivedOn'), value: formatDateTime(doc.createdAt, locale) },
      ],
    },
  ]
  const about = { contactMessage: doc.id }
  await queueVisitorMail(req, settings, {
    kind: 'acknowledgement',
    to: doc.email,
    locale,
    about,
    subject: t('contactSubject'),
    blocks,
  })
  await queueStaffNotice(req, settings, {
    team: 'contact-message',
    what: { en: texts.en('contactMessage'), ar: texts.ar('contactMessage') },
    reference: doc.subject,
    rows: (l) => [
      { label: texts[l]('subject'), value: doc.subject },
      { label: texts[l]('receivedOn'), value: formatDateTime(doc.createdAt, l) },
    ],
    admin: adminUrl('contact-messages', doc.id),
    about,
  })
}

/** A job application: the acknowledgement to the applicant and the notice to HR. */
export async function queueApplicationReceived(
  req: PayloadRequest,
  doc: JobApplication,
  settings: NotificationSettings,
) {
  const locale = localeOf(doc.locale)
  const t = texts[locale]
  const jobId = typeof doc.job === 'object' && doc.job ? doc.job.id : doc.job
  const jobTitle = async (l: Locale) => {
    if (!jobId) return ''
    const job = await inLocale(
      req,
      (locale) =>
        req.payload.findByID({
          collection: 'jobs',
          id: jobId,
          locale,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        }),
      l,
    )
    return job?.title ?? ''
  }
  const titles = { en: await jobTitle('en'), ar: await jobTitle('ar') }
  const reference = doc.reference ?? ''
  const blocks: Block[] = [
    { kind: 'paragraph', text: greeting(t, text(doc.first_name)) },
    { kind: 'paragraph', text: t('applicationReceived') },
    {
      kind: 'facts',
      rows: [
        { label: t('reference'), value: reference, ltr: true },
        { label: t('job'), value: titles[locale] },
        { label: t('receivedOn'), value: formatDateTime(doc.createdAt, locale) },
      ],
    },
  ]
  const about = { jobApplication: doc.id }
  const subject = t('applicationSubject', { job: titles[locale], reference })
  await queueVisitorMail(req, settings, {
    kind: 'acknowledgement',
    to: doc.email,
    locale,
    about,
    subject,
    blocks,
  })
  await queueStaffNotice(req, settings, {
    team: 'job-application',
    what: { en: texts.en('jobApplication'), ar: texts.ar('jobApplication') },
    reference,
    rows: (l) => [
      { label: texts[l]('reference'), value: reference, ltr: true },
      { label: texts[l]('job'), value: titles[l] },
      { label: texts[l]('receivedOn'), value: formatDateTime(doc.createdAt, l) },
    ],
    admin: adminUrl('job-applications', doc.id),
    about,
  })
}
