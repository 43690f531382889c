import {
  APIError,
  AuthenticationError,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type PayloadRequest,
} from 'payload'
import QRCode from 'qrcode'

import type { TFunction } from '@payloadcms/translations'

import { hasRole, personalDataRoles, type Role } from '@/access/roles'
import { adminT, type CustomTranslationsKeys } from '@/i18n/messages/adminEn'
import { payloadSecret } from '@/utilities/payloadSecret'

import { tellAccountOwner } from '../collections/Users/securityNotices'
import { forgetCodeAttempts, takeCodeAttempt } from './codeAttempts'
import { acceptsInvitation } from './invitation'
import { needsResealing, openSecret, sealSecret } from './secretBox'
import {
  codeStep,
  enrolmentSecret,
  enrolmentToken,
  hashRecoveryCode,
  isRecoveryCode,
  newTotpSecret,
  otpauthUri,
} from './totp'

/**
 * Staff sign in with a password and a code from an authenticator app (RFC 6238), or one of their
 * recovery codes. Every role that reads personal data must (src/access/roles.ts); editors when
 * site settings say so; anyone who has set one up always does. The check sits in the sign-in itself (Payload's `beforeLogin`), so without the code
 * there is no session at all: nothing downstream has to tell a half-signed-in user apart.
 *
 * Every sign-in but the Local API's is checked: that is the server's own code (seed, tasks, tests).
 */

type FactorUser = {
  id: number
  email?: string | null
  roles?: Role[] | null
  totpSecret?: string | null
  totpLastStep?: number | null
  recoveryCodes?: unknown
  invitationHash?: string | null
  invitationExpiresAt?: string | null
}

/** What the sign-in screen needs to go on: a code, or a new authenticator to set up. */
export type SecondFactorStep =
  { step: 'code' } | { step: 'enrol'; enrolment: string; secret: string; uri: string; qr: string }

const SECOND_FACTOR_ERROR = 'SecondFactorError'

/** What a refusal carries for the afterError hook below, besides what the screen is shown. */
type RefusalExtras = {
  secondFactor?: SecondFactorStep
  retryAfterSeconds?: number
  /** The account whose last code attempt of the window failed: its owner is told. */
  tellOwner?: FactorUser
}

/** A refusal the sign-in screen reads (the afterError hook below adds `secondFactor` to it). */
function refusal(
  status: 401 | 403 | 429,
  message: string,
  extras: RefusalExtras = {},
): Error & RefusalExtras {
  const error = new APIError(message, status, undefined, true)
  // Set by hand: the production build shortens class names, and the afterError hook matches this.
  error.name = SECOND_FACTOR_ERROR
  return Object.assign(error, extras)
}

/**
 * Checks a code as one of the account's counted attempts (codeAttempts.ts): refused unchecked once
 * they ran out, forgotten once a code was right.
 */
async function asCountedAttempt(
  account: FactorUser,
  t: TFunction<CustomTranslationsKeys>,
  check: () => Promise<void>,
): Promise<void> {
  const attempt = await takeCodeAttempt(account)
  if (!attempt.checked)
    throw refusal(429, t('secondFactor:tooManyCodes'), {
      retryAfterSeconds: attempt.retryAfterSeconds,
    })
  try {
    await check()
  } catch (error) {
    if (attempt.last && error instanceof Error && error.name === SECOND_FACTOR_ERROR)
      Object.assign(error, { tellOwner: account })
    throw error
  }
  await forgetCodeAttempts(account)
}

/** Whether this account must use a second factor to sign in. */
export async function needsSecondFactor(req: PayloadRequest, user: FactorUser): Promise<boolean> {
  if (user.totpSecret || hasRole(user, ...personalDataRoles)) return true
  if (!hasRole(user, 'editor')) return false
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
    select: { secondFactorForEditors: true },
  })
  return Boolean(settings.secondFactorForEditors)
}

const bodyText = (req: PayloadRequest, name: string): string => {
  const value = (req.data as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value.trim().slice(0, 200) : ''
}

async function enrolmentOffer(user: FactorUser): Promise<SecondFactorStep> {
  const secret = newTotpSecret()
  const uri = otpauthUri(secret, user.email ?? '')
  return {
    step: 'enrol',
    enrolment: enrolmentToken(user.id, secret, payloadSecret()),
    secret,
    uri,
    qr: await QRCode.toDataURL(uri, { margin: 1, width: 240 }),
  }
}

async function saveFactor(req: PayloadRequest, id: number, data: Record<string, unknown>) {
  await req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Takes a code for good, in the sign-in's transaction: false when it was taken already, by an
 * earlier sign-in or one racing this one (the key is unique). Forgets the account's day-old ones.
 */
async function takeCode(req: PayloadRequest, user: number, key: string): Promise<boolean> {
  await req.payload.delete({
    collection: 'used-codes',
    where: {
      and: [
        { user: { equals: user } },
        { createdAt: { less_than: new Date(Date.now() - DAY_MS).toISOString() } },
      ],
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
  const { totalDocs } = await req.payload.count({
    collection: 'used-codes',
    where: { key: { equals: key } },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0) return false
  try {
    await req.payload.create({
      collection: 'used-codes',
      data: { key, user },
      req,
      overrideAccess: true,
      depth: 0,
    })
    return true
  } catch {
    // The unique key: another sign-in took this code a moment ago.
    return false
  }
}

export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  // A reset link signs in too; that session is ended after it (endSessionAfterReset).
  if (req.payloadAPI === 'local' || req.context.auditPasswordReset) return user
  const account = user as FactorUser
  if (!(await needsSecondFactor(req, account))) return user
  const t = adminT(req)
  const code = bodyText(req, 'code')

  if (!account.totpSecret) {
    // First sign-in since a second factor became required: set up an authenticator app now, for
    // the holder of the account's invitation only. Without it the password may be anyone's, and
    // the answer is a wrong password's, so it tells nothing either.
    if (!acceptsInvitation(account, bodyText(req, 'invitation')))
      throw new AuthenticationError(req.t)
    const offered = enrolmentSecret(bodyText(req, 'enrolment'), account.id, payloadSecret())
    if (!offered || !code)
      throw refusal(403, t('secondFactor:setUp'), { secondFactor: await enrolmentOffer(account) })
    await asCountedAttempt(account, t, () => setUp(req, account, offered, code, t))
    return user
  }

  if (!code) throw refusal(403, t('secondFactor:enterCode'), { secondFactor: { step: 'code' } })
  const secret = openSecret(account.totpSecret)
  await asCountedAttempt(account, t, () => checkCode(req, account, secret, code, t))
  return user
}

/** The first code from a newly set-up app: it proves the app has the secret, which is then kept. */
async function setUp(
  req: PayloadRequest,
  account: FactorUser,
  offered: string,
  code: string,
  t: TFunction<CustomTranslationsKeys>,
): Promise<void> {
  const step = codeStep(offered, code)
  if (step === null) throw refusal(401, t('secondFactor:wrongCode'))
  if (!(await takeCode(req, account.id, `${account.id}:${step}`)))
    throw refusal(401, t('secondFactor:usedCode'))
  await saveFactor(req, account.id, {
    totpSecret: sealSecret(offered),
    totpEnabledAt: new Date().toISOString(),
    totpLastStep: step,
    recoveryCodes: [],
    // The invitation is spent.
    invitationHash: null,
    invitationExpiresAt: null,
  })
  req.context.secondFactor = 'set up'
  await tellAccountOwner(req, account, 'second-factor-set-up')
}

/**
 * A code given to confirm a change to the account (hooks/reauthenticate.ts): counted and checked as
 * at sign-in, and like a code given there it works once.
 */
export async function checkCodeAsAttempt(
  req: PayloadRequest,
  account: FactorUser,
  secret: string,
  code: string,
): Promise<void> {
  const t = adminT(req)
  await asCountedAttempt(account, t, () => checkCode(req, account, secret, code, t))
}

/** A code from the account's app, or one of its recovery codes. */
async function checkCode(
  req: PayloadRequest,
  account: FactorUser,
  secret: string,
  code: string,
  t: TFunction<CustomTranslationsKeys>,
): Promise<void> {
  if (isRecoveryCode(code)) {
    const hashes = Array.isArray(account.recoveryCodes) ? (account.recoveryCodes as string[]) : []
    const hash = hashRecoveryCode(code)
    if (!hashes.includes(hash)) throw refusal(401, t('secondFactor:wrongCode'))
    if (!(await takeCode(req, account.id, `${account.id}:r:${hash}`)))
      throw refusal(401, t('secondFactor:wrongCode'))
    await saveFactor(req, account.id, { recoveryCodes: hashes.filter((h) => h !== hash) })
    req.context.secondFactor = 'recovery code'
    return
  }
  const step = codeStep(secret, code)
  if (step === null) throw refusal(401, t('secondFactor:wrongCode'))
  // A code works once (RFC 6238 §5.2): one seen over a wire cannot be replayed within its window.
  if (step <= (account.totpLastStep ?? -1)) throw refusal(401, t('secondFactor:usedCode'))
  if (!(await takeCode(req, account.id, `${account.id}:${step}`)))
    throw refusal(401, t('secondFactor:usedCode'))
  await saveFactor(req, account.id, {
    totpLastStep: step,
    // Sealed with a key being rotated out: sealed again with the current one.
    ...(account.totpSecret && needsResealing(account.totpSecret)
      ? { totpSecret: sealSecret(secret) }
      : {}),
  })
  req.context.secondFactor = 'authenticator code'
}

/**
 * Gives the sign-in screen the step it needs next with the refusal, and a client that ran out of
 * attempts the time to wait. Runs after the sign-in's transaction was rolled back, so the notice
 * to an owner whose codes are failing is queued on its own (and not undone with the sign-in).
 */
export const describeSecondFactorRefusal: CollectionAfterErrorHook = async ({
  error,
  req,
  result,
}) => {
  if (error.name !== SECOND_FACTOR_ERROR) return
  const { secondFactor, retryAfterSeconds, tellOwner } = error as Error & RefusalExtras
  if (retryAfterSeconds)
    req.responseHeaders = new Headers({ 'retry-after': String(retryAfterSeconds) })
  if (tellOwner)
    await tellAccountOwner(req, tellOwner, 'codes-failing').catch((err: unknown) =>
      req.payload.logger.error({ err, msg: 'The notice of failing codes could not be queued' }),
    )
  return {
    response: {
      ...(result as object),
      errors: [{ name: SECOND_FACTOR_ERROR, message: error.message, data: { secondFactor } }],
    },
  }
}

/**
 * A reset link changes the password and signs in (Payload), with no second factor asked. For an
 * account that needs one, that session is ended at once: the new password then works with a code,
 * on the sign-in screen, like any other sign-in.
 */
export const endSessionAfterReset: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword' || req.payloadAPI === 'local') return result
  const user = (result as { user?: FactorUser } | undefined)?.user
  if (!user) return result
  // The new password leaves whoever was guessing codes with nothing: the owner may try at once.
  await forgetCodeAttempts(user)
  const stored = await req.payload.db.findOne<FactorUser & { sessions?: unknown }>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })
  if (stored && (await needsSecondFactor(req, stored)))
    await req.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { sessions: [] },
      returning: false,
    })
  return result
}
