import type { PayloadRequest } from 'payload'

import { inLocale } from '@/emails/inLocale'
import { type Block, referenceIn } from '@/emails/layout'
import {
  localeOf,
  plainText as text,
  queueOnCreate,
  queueStaffNotice,
  queueVisitorMail,
} from '@/emails/notices'
import { adminUrl, type NotificationSettings } from '@/emails/settings'
import { greeting, texts } from '@/emails/texts'
import type { Locale } from '@/i18n/locales'
import type { JobApplication } from '@/payload-types'
import { formatDateTime } from '@/utilities/formatDate'

/** A new application is acknowledged and HR told, in the same transaction. */
export const acknowledgeApplication = queueOnCreate(queueApplicationReceived)

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
  const subject = t('applicationSubject', {
    job: titles[locale],
    reference: referenceIn(locale, reference),
  })
  await queueVisitorMail(req, settings, {
    kind: 'acknowledgement',
    to: doc.email,
    locale,
    about,
    subject,
    blocks,
  })
  await queueStaffNotice(req, settings, {
    team: 'job_application',
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
