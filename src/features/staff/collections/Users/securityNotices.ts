import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'

import { brand } from '@/brand'
import { sentPassword } from '@/audit/withAudit'
import { renderEmail } from '@/emails/layout'
import { queueEmail } from '@/emails/outbox'
import { staffLanguageOf } from '@/emails/staffLanguage'
import { texts } from '@/emails/texts'
import { clientAddress } from '@/utilities/clientAddress'
import { formatDateTime } from '@/utilities/formatDate'

/** Changes to how an account signs in, which its owner hears of (OWASP ASVS 2.2.3). */
export type SecurityEvent =
  | 'second-factor-set-up'
  | 'second-factor-reset'
  | 'recovery-codes-renewed'
  | 'password-changed'
  | 'email-changed'
  | 'codes-failing'

type Account = { email?: string | null; language?: unknown }

/**
 * Tells an account's owner, by email in their language, that how it signs in has changed: when and
 * from which address. Someone who learnt the password and set up their own app, or changed the
 * password, is then known to the owner at once. Queued in the change's transaction.
 */
export async function tellAccountOwner(
  req: PayloadRequest,
  account: Account,
  event: SecurityEvent,
  newEmail?: string,
): Promise<void> {
  if (!account.email) return
  const locale = staffLanguageOf(req, account)
  const t = texts[locale]
  const subject = t(`security.subject.${event}`, { brand: brand[locale].name })
  await queueEmail(req, {
    kind: 'security',
    to: account.email,
    locale,
    about: {},
    ...(await renderEmail(
      subject,
      [
        {
          locale,
          blocks: [
            { kind: 'paragraph', text: t('hello') },
            { kind: 'paragraph', text: t(`security.what.${event}`) },
            {
              kind: 'facts',
              rows: [
                {
                  label: t('security.when'),
                  value: formatDateTime(new Date().toISOString(), locale),
                },
                { label: t('security.from'), value: clientAddress(req), ltr: true },
                ...(newEmail
                  ? [{ label: t('security.newEmail'), value: newEmail, ltr: true }]
                  : []),
              ],
            },
            { kind: 'paragraph', text: t('security.ifNot') },
          ],
        },
      ],
      [],
    )),
  })
}

/**
 * A save of an account that changed its password or its email address: told to the address it had
 * before the save, which is its owner's (a new address could be whoever changed it).
 */
export const tellOfAccountChange: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = previousDoc as Account
  if (sentPassword(req, operation, doc.id)) await tellAccountOwner(req, before, 'password-changed')
  if (before.email && before.email !== doc.email)
    await tellAccountOwner(req, before, 'email-changed', doc.email)
  return doc
}

/** A new password set with a reset link, which signs in (the audit trail marks the operation). */
export const tellOfPasswordReset: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context.auditPasswordReset) await tellAccountOwner(req, user, 'password-changed')
  return user
}
