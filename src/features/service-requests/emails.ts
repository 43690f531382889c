import type { PayloadRequest } from 'payload'

import { type Block, referenceIn } from '@/emails/layout'
import { localeOf, plainText as text, queueStaffNotice, queueVisitorMail } from '@/emails/notices'
import { adminUrl, type NotificationSettings } from '@/emails/settings'
import { greeting, texts } from '@/emails/texts'
import { requestTypes, type RequestType, isTrackableType } from './types/requestTypes'
import { statusLabel } from './types/statuses'
import type { Locale } from '@/i18n/locales'
import type { ServiceRequest } from '@/payload-types'
import { formatDate, formatDateTime } from '@/utilities/formatDate'

import { responseDaysFor, settingName } from './deadlines/responseTimes'
import { receivedRows } from './received'

const typeLabel = (type: RequestType, locale: Locale) =>
  requestTypes.find((t) => t.value === type)?.label[locale] ?? type
const fieldsOf = (doc: ServiceRequest) => (doc.fields ?? {}) as Record<string, unknown>

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
  const days = responseDaysFor(settings, type)
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
    const subject = t('ackSubject', {
      type: typeLabel(type, locale),
      reference: referenceIn(locale, reference),
    })
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
    team: settingName(type),
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
  const subject = t('statusSubject', { reference: referenceIn(locale, reference), status })
  await queueVisitorMail(req, settings, {
    kind: 'status',
    to,
    locale,
    about: { serviceRequest: doc.id },
    subject,
    blocks,
  })
}
