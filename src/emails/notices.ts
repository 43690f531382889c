// What every submission's emails are made of: the mail to the visitor in their language, and the
// notice to the team that handles it in both. Each feature writes its own (its `emails.ts`).
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { isLocale, type Locale, localeCodes } from '@/i18n/locales'

import { type Block, type Part, referenceIn, renderEmail } from './layout'
import { queueEmail } from './outbox'
import { type NotificationSettings, notificationSettings } from './settings'
import { texts } from './texts'

/** The language a submission was made in, as stored; English when it is not one of ours. */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')

/** A submitted text, trimmed; empty when it is not a text. */
export const plainText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

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
export async function queueVisitorMail(
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
export async function queueStaffNotice(
  req: PayloadRequest,
  settings: NotificationSettings,
  notice: {
    /** The team's setting name, whose addresses are told. */
    team: string
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
        reference: referenceIn(l, notice.reference),
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

/**
 * The hook that queues a submission's emails when it is created, in the same transaction: the
 * feature says what they are (`queue`), with the site settings they need read here.
 */
export function queueOnCreate<T>(
  queue: (req: PayloadRequest, doc: T, settings: NotificationSettings) => Promise<void>,
): CollectionAfterChangeHook<T & { id: number | string }> {
  return async ({ doc, operation, req }) => {
    if (operation === 'create') await queue(req, doc, await notificationSettings(req))
    return doc
  }
}
