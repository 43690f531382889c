import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { brand } from '@/brand'
import { renderEmail } from '@/emails/layout'
import { queueEmail } from '@/emails/outbox'
import { staffLanguageOf } from '@/emails/staffLanguage'
import { texts } from '@/emails/texts'
import { settings } from '@/settings.mjs'

/**
 * Setting up an authenticator takes more than the password: a single-use invitation, emailed to the
 * account's own address when the account is made, when its factor is reset, or when it comes to
 * need one. Whoever holds only the password is answered as for a wrong one (requireSecondFactor).
 * The invitation is a random token kept as its SHA-256 hash, spent when the app is set up.
 */
export const INVITATION_DAYS = 7

type Invited = {
  id: number
  email?: string | null
  language?: unknown
  invitationHash?: string | null
  invitationExpiresAt?: string | null
}

const hashOf = (token: string) => createHash('sha256').update(token).digest()

/** Whether `token` is the account's invitation, unspent and not expired. */
export function acceptsInvitation(account: Invited, token: string, now = Date.now()): boolean {
  if (!token || !account.invitationHash || !account.invitationExpiresAt) return false
  if (Date.parse(account.invitationExpiresAt) < now) return false
  const stored = Buffer.from(account.invitationHash, 'hex')
  const given = hashOf(token)
  return stored.length === given.length && timingSafeEqual(stored, given)
}

/** The sign-in address an invitation opens, on the site's public address. */
export const invitationUrl = (payload: Payload, token: string): string =>
  `${settings.siteUrl}${payload.config.routes.admin}/login?invitation=${encodeURIComponent(token)}`

/**
 * A new invitation for the account (any earlier one stops working), stored in the caller's
 * transaction; returns the token, which exists nowhere else.
 */
export async function issueInvitation(
  payload: Payload,
  account: Invited,
  req?: PayloadRequest,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.db.updateOne({
    collection: 'users',
    id: account.id,
    data: {
      invitationHash: hashOf(token).toString('hex'),
      invitationExpiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString(),
    },
    req,
    returning: false,
  })
  return token
}

/** Issues an invitation and emails it to the account's own address, in its owner's language. */
export async function invite(req: PayloadRequest, account: Invited): Promise<void> {
  if (!account.email) return
  const token = await issueInvitation(req.payload, account, req)
  const locale = staffLanguageOf(req, account)
  const t = texts[locale]
  const href = invitationUrl(req.payload, token)
  await queueEmail(req, {
    kind: 'invitation',
    to: account.email,
    locale,
    about: {},
    ...(await renderEmail(
      t('invitation.subject', { brand: brand[locale].name }),
      [
        {
          locale,
          blocks: [
            { kind: 'paragraph', text: t('hello') },
            {
              kind: 'paragraph',
              text: t('invitation.body', { brand: brand[locale].name, days: INVITATION_DAYS }),
            },
            { kind: 'link', label: t('invitation.button'), href },
            { kind: 'paragraph', text: href },
            { kind: 'paragraph', text: t('invitation.ifNot') },
          ],
        },
      ],
      [],
    )),
  })
}
