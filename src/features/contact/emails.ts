import type { PayloadRequest } from 'payload'

import { type Block } from '@/emails/layout'
import {
  localeOf,
  plainText as text,
  queueOnCreate,
  queueStaffNotice,
  queueVisitorMail,
} from '@/emails/notices'
import { adminUrl, type NotificationSettings } from '@/emails/settings'
import { greeting, texts } from '@/emails/texts'
import type { ContactMessage } from '@/payload-types'
import { formatDateTime } from '@/utilities/formatDate'

/** A new contact message is acknowledged and customer service told, in the same transaction. */
export const acknowledgeContactMessage = queueOnCreate(queueContactReceived)

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
    team: 'contact_message',
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
