// On both databases: a code works once by a unique row, which each database enforces itself.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { currentCode } from '@/features/staff/secondFactor/totp'
import { adminEn } from '@/i18n/messages/adminEn'
import type { AuditLog, User } from '@/payload-types'

import { cmsRest } from '../helpers/cmsRest'
import { invitationOf } from '../helpers/invitation'
import { migratedPayload } from '../helpers/payload'
import { wrongCode, wrongCodes } from '../helpers/wrongCodes'

let payload: Payload
let adminToken: string
let adminSecret: string
let address = 0

type Step = { step: 'code' } | { step: 'enrol'; enrolment: string; secret: string; qr: string }
type Answer = { status: number; token?: string; message?: string; secondFactor?: Step }

const password = 'second-factor-password-1'

/** A sign-in as the admin's screen sends it, each from an address of its own (throttling aside). */
async function signIn(email: string, extra: Record<string, string> = {}): Promise<Answer> {
  address += 1
  const response = await cmsRest('POST', 'users/login', {
    address: `198.51.100.${address}`,
    body: { email, password, ...extra },
  })
  const body = (await response.json()) as {
    token?: string
    errors?: { message: string; data?: { secondFactor?: Step } }[]
  }
  return {
    status: response.status,
    token: body.token,
    message: body.errors?.[0]?.message,
    secondFactor: body.errors?.[0]?.data?.secondFactor,
  }
}

async function createUser(email: string, roles: User['roles']) {
  return payload.create({ collection: 'users', data: { email, password, roles } })
}

/** Signs up an account's authenticator as its first sign-in does; returns the secret and token. */
/** Sets up an authenticator for `email`; `enrolledAt` is the time whose code the enrolment used. */
async function enrol(
  email: string,
): Promise<{ secret: string; token: string; enrolledAt: number }> {
  const invitation = await invitationOf(payload, email)
  const offer = await signIn(email, { invitation })
  expect(offer.status).toBe(403)
  if (offer.secondFactor?.step !== 'enrol') throw new Error('no enrolment offered')
  const { secret, enrolment } = offer.secondFactor
  const enrolledAt = Date.now()
  const done = await signIn(email, { invitation, enrolment, code: currentCode(secret, enrolledAt) })
  expect(done.status).toBe(200)
  return { secret, token: done.token!, enrolledAt }
}

const me = async (token: string) =>
  ((await (await cmsRest('GET', 'users/me', { token })).json()) as { user: User | null }).user

/** The notices an account's owner was sent about its sign-in, oldest first. */
async function securityNotices(to: string) {
  return (
    await payload.find({
      collection: 'emails',
      where: { and: [{ to: { equals: to } }, { kind: { equals: 'security' } }] },
      sort: 'id',
      depth: 0,
    })
  ).docs
}

async function entries(action: AuditLog['action']) {
  return (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action } },
      sort: '-id',
      depth: 0,
    })
  ).docs
}

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.updateGlobal({
    slug: 'site-settings',
    locale: 'en',
    data: { brandName: 'Rafeef', defaultTitle: 'Rafeef' },
  })
  await createUser('factor-admin@example.com', ['admin'])
  ;({ token: adminToken, secret: adminSecret } = await enrol('factor-admin@example.com'))
})

afterAll(async () => {
  await payload.destroy()
})

/**
 * The offer with its signature's first letter changed. Its last letter will not do: it carries only
 * four bits of the signature, so four of the 64 letters decode to the same bytes.
 */
function forged(enrolment: string): string {
  const at = enrolment.lastIndexOf('.') + 1
  return `${enrolment.slice(0, at)}${enrolment[at] === 'A' ? 'B' : 'A'}${enrolment.slice(at + 1)}`
}

describe('a second factor for staff', () => {
  it('sets up an authenticator at an admin’s first sign-in, and gives no session until then', async () => {
    await createUser('new-admin@example.com', ['admin'])
    // The password alone, or with a made-up or another account's invitation, is a wrong password.
    const wrongPassword = 'The email or password provided is incorrect.'
    expect(await signIn('new-admin@example.com')).toMatchObject({
      status: 401,
      message: wrongPassword,
      secondFactor: undefined,
    })
    expect(await signIn('new-admin@example.com', { invitation: 'x'.repeat(43) })).toMatchObject({
      status: 401,
      message: wrongPassword,
    })
    expect(
      await signIn('new-admin@example.com', {
        invitation: await invitationOf(payload, 'factor-admin@example.com').catch(() => 'none'),
      }),
    ).toMatchObject({ status: 401, message: wrongPassword })
    const invitation = await invitationOf(payload, 'new-admin@example.com')
    const offer = await signIn('new-admin@example.com', { invitation })
    expect(offer).toMatchObject({
      status: 403,
      token: undefined,
      message: expect.stringContaining('second factor'),
      secondFactor: { step: 'enrol' },
    })
    if (offer.secondFactor?.step !== 'enrol') throw new Error('no enrolment offered')
    expect(offer.secondFactor.qr).toMatch(/^data:image\/png;base64,/)
    const { secret, enrolment } = offer.secondFactor
    // A wrong code, a forged offer, or a code from another secret: still no session.
    expect(
      (await signIn('new-admin@example.com', { invitation, enrolment, code: wrongCode(secret) }))
        .status,
    ).toBe(401)
    expect(
      (
        await signIn('new-admin@example.com', {
          invitation,
          enrolment: forged(enrolment),
          code: currentCode(secret),
        })
      ).status,
    ).toBe(403)
    const done = await signIn('new-admin@example.com', {
      invitation,
      enrolment,
      code: currentCode(secret),
    })
    expect(done.status).toBe(200)
    expect((await me(done.token!))?.email).toBe('new-admin@example.com')
    // The invitation was emailed to the account's own address, on the site's address, and is spent.
    const [invited] = (
      await payload.find({
        collection: 'emails',
        where: {
          and: [{ to: { equals: 'new-admin@example.com' } }, { kind: { equals: 'invitation' } }],
        },
        depth: 0,
      })
    ).docs
    expect(invited!.subject).toBe('Set up signing in to the Rafeef CMS')
    expect(invited!.text).toContain(`/admin/login?invitation=${invitation}`)
    expect((await entries('sign-in'))[0]).toMatchObject({
      account: 'new-admin@example.com',
      detail: 'set up',
    })
    expect((await entries('second-factor-failed'))[0]).toMatchObject({
      account: 'new-admin@example.com',
    })
    // Its owner hears of it, with when and from where: a stranger with the password who set up
    // their own app is known at once.
    const [notice, ...more] = await securityNotices('new-admin@example.com')
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      subject: 'An authenticator app was set up for your Rafeef CMS account',
      state: 'queued',
    })
    expect(notice!.text).toMatch(/From the IP address: \u2066198\.51\.100\.\d+\u2069/)
    // A spent invitation does not open a second set-up after the factor is reset.
    await cmsRest('POST', `users/${(await me(done.token!))!.id}/second-factor/reset`, {
      token: adminToken,
    })
    expect((await signIn('new-admin@example.com', { invitation })).status).toBe(401)
  })

  it('tells the owner of each change to how the account signs in, in their language', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'notices@example.com', password, roles: ['hr'], language: 'ar' },
    })
    const { token, secret } = await enrol('notices@example.com')
    const renew = () => cmsRest('POST', 'users/second-factor/recovery-codes', { token })
    // The first codes, right after setting up, replace none; later ones do.
    expect((await renew()).status).toBe(200)
    expect((await renew()).status).toBe(200)
    // A stolen session alone changes nothing: the current password and a code are asked for.
    const withoutCode = await cmsRest('PATCH', `users/${user.id}`, {
      token,
      body: { password: 'a new and longer pass phrase', currentPassword: password },
    })
    expect(withoutCode.status).toBe(403)
    const changed = await cmsRest('PATCH', `users/${user.id}`, {
      token,
      body: {
        password: 'a new and longer pass phrase',
        currentPassword: password,
        currentCode: currentCode(secret, Date.now() + 30_000),
      },
    })
    expect(changed.status).toBe(200)
    expect(
      (await cmsRest('POST', `users/${user.id}/second-factor/reset`, { token: adminToken })).status,
    ).toBe(200)
    expect((await securityNotices('notices@example.com')).map((email) => email.subject)).toEqual([
      'أُعدّ تطبيق مصادقة لحسابك في نظام إدارة محتوى رفيف',
      'أُنشئت رموز استرداد جديدة لحسابك في نظام إدارة محتوى رفيف',
      'تغيّرت كلمة مرور حسابك في نظام إدارة محتوى رفيف',
      'أُعيد تعيين العامل الثاني لحسابك في نظام إدارة محتوى رفيف',
    ])

    // A new address with a new password: both are told to the old address, the owner's.
    const moved = await cmsRest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { email: 'notices-new@example.com', password: 'yet another long pass phrase' },
    })
    expect(moved.status).toBe(200)
    const latest = (await securityNotices('notices@example.com')).slice(-2)
    expect(latest.map((email) => email.subject)).toEqual([
      'تغيّرت كلمة مرور حسابك في نظام إدارة محتوى رفيف',
      'تغيّر البريد الإلكتروني لحسابك في نظام إدارة محتوى رفيف',
    ])
    expect(latest[1]!.text).toContain('notices-new@example.com')
    expect(await securityNotices('notices-new@example.com')).toEqual([])

    // Only admins, who look after accounts, read them besides their owner's mailbox.
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'notices-editor@example.com', password, roles: ['editor', 'hr'] },
    })
    const { docs } = await payload.find({
      collection: 'emails',
      where: { kind: { equals: 'security' } },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
    })
    expect(docs).toEqual([])
  })

  it('tells each owner when one request sets the password of several accounts', async () => {
    const emails = ['bulk-1@example.com', 'bulk-2@example.com']
    for (const email of emails) await createUser(email, ['editor'])
    const bulk = await cmsRest('PATCH', `users?where[email][in]=${emails.join(',')}`, {
      token: adminToken,
      // A bulk change may include one's own account: it asks for the password and a code too.
      body: {
        password: 'one long pass phrase for both',
        currentPassword: password,
        currentCode: currentCode(adminSecret, Date.now() + 30_000),
      },
    })
    expect(bulk.status).toBe(200)
    for (const email of emails)
      expect((await securityNotices(email)).map((notice) => notice.subject)).toEqual([
        'The password of your Rafeef CMS account was changed',
      ])
    // And the audit trail names the password for each.
    const updates = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'password-change' } }, { collection: { equals: 'users' } }],
      },
      sort: '-id',
      limit: 2,
    })
    expect(updates.docs.map((entry) => entry.fields)).toEqual(['password', 'password'])
  })

  it('asks for a code each time, takes each code once, and takes a recovery code once', async () => {
    await createUser('hr-officer@example.com', ['hr'])
    const { secret, token, enrolledAt } = await enrol('hr-officer@example.com')
    const renewed = await cmsRest('POST', 'users/second-factor/recovery-codes', { token })
    expect(renewed.status).toBe(200)
    const { codes } = (await renewed.json()) as { codes: string[] }
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)

    expect(await signIn('hr-officer@example.com')).toMatchObject({
      status: 403,
      secondFactor: { step: 'code' },
    })
    // The code the enrolment used: refused, as any code seen once (its own time, not now: a new
    // 30-second step may have begun since).
    expect(
      await signIn('hr-officer@example.com', { code: currentCode(secret, enrolledAt) }),
    ).toMatchObject({
      status: 401,
      message: expect.stringContaining('just been used'),
    })
    // The next step's code (a phone a little ahead) works, once; then the current one is old.
    const ahead = currentCode(secret, Date.now() + 30_000)
    expect((await signIn('hr-officer@example.com', { code: ahead })).status).toBe(200)
    expect((await signIn('hr-officer@example.com', { code: ahead })).status).toBe(401)

    const recovery = await signIn('hr-officer@example.com', { code: codes[3]!.toUpperCase() })
    expect(recovery.status).toBe(200)
    expect((await entries('sign-in'))[0]).toMatchObject({ detail: 'recovery code' })
    expect((await signIn('hr-officer@example.com', { code: codes[3]! })).status).toBe(401)
    expect((await entries('recovery-codes-renewed'))[0]).toMatchObject({
      account: 'hr-officer@example.com',
    })
  })

  it('takes a code once when two sign-ins race with it', async () => {
    await createUser('race@example.com', ['hr'])
    const { secret } = await enrol('race@example.com')
    const code = currentCode(secret, Date.now() + 30_000)
    const answers = await Promise.all([
      signIn('race@example.com', { code }),
      signIn('race@example.com', { code }),
      signIn('race@example.com', { code }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401])
  })

  it('checks at most 10 codes for an account, sent at once from any number of addresses', async () => {
    await createUser('guessed@example.com', ['hr'])
    const { secret } = await enrol('guessed@example.com')
    // Each guess from an address of its own, all at once: the per-address limit never fires, and
    // a count kept after each answer would let all 32 be checked.
    const answers = await Promise.all(
      wrongCodes(secret, 32).map((code) => signIn('guessed@example.com', { code })),
    )
    const checked = answers.filter((answer) => answer.status === 401)
    expect(checked).toHaveLength(10)
    expect(checked.every((answer) => answer.message === adminEn.secondFactor.wrongCode)).toBe(true)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(22)
    expect(refused[0]!.message).toBe(adminEn.secondFactor.tooManyCodes)
    // The owner's right code waits out the window too; the owner has been told why.
    const stopped = await signIn('guessed@example.com', {
      code: currentCode(secret, Date.now() + 30_000),
    })
    expect(stopped.status).toBe(429)
    const failing = (await securityNotices('guessed@example.com')).filter((email) =>
      email.subject.startsWith('Wrong sign-in codes are being tried'),
    )
    expect(failing).toHaveLength(1)
  })

  it('does not count codes sent with a wrong password against the owner', async () => {
    await createUser('stranger-codes@example.com', ['hr'])
    const { secret } = await enrol('stranger-codes@example.com')
    const answers = await Promise.all(
      wrongCodes(secret, 11).map((code, i) =>
        cmsRest('POST', 'users/login', {
          address: `203.0.113.${i + 1}`,
          body: { email: 'stranger-codes@example.com', password: 'not-the-password-1', code },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(11).fill(401))
    const owner = await signIn('stranger-codes@example.com', {
      code: currentCode(secret, Date.now() + 30_000),
    })
    expect(owner.status).toBe(200)
  })

  it('never shows the secret or the recovery codes through the API, even to admins', async () => {
    const { docs } = (await (
      await cmsRest('GET', 'users?depth=0', { token: adminToken })
    ).json()) as { docs: Record<string, unknown>[] }
    const admin = docs.find((user) => user.email === 'factor-admin@example.com')!
    expect(admin.totpEnabledAt).toBeTruthy()
    for (const user of docs) {
      expect(user).not.toHaveProperty('totpSecret')
      expect(user).not.toHaveProperty('recoveryCodes')
      expect(user).not.toHaveProperty('totpLastStep')
    }
    // Nor can anyone set them.
    const own = await cmsRest('PATCH', `users/${admin.id}`, {
      token: adminToken,
      body: { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: null },
    })
    expect(own.status).toBe(200)
    const stored = await payload.db.findOne<{ id: number; totpSecret?: string }>({
      collection: 'users',
      where: { id: { equals: admin.id } },
    })
    expect(stored?.totpSecret).not.toBe('JBSWY3DPEHPK3PXP')
  })

  it('lets editors in with a password until the setting asks them for a factor too, which only admins change', async () => {
    const editor = await createUser('factor-editor@example.com', ['editor'])
    const first = await signIn('factor-editor@example.com')
    expect(first.status).toBe(200)
    const refused = await cmsRest('POST', 'globals/site-settings', {
      token: first.token,
      body: { secondFactorForEditors: true },
    })
    expect(refused.status).toBe(200)
    expect((await signIn('factor-editor@example.com')).status).toBe(200)
    await cmsRest('POST', 'globals/site-settings', {
      token: adminToken,
      body: { secondFactorForEditors: true },
    })
    // The session opened with the password alone ends; the next sign-in takes the invitation.
    expect(await me(first.token!)).toBeNull()
    expect((await signIn('factor-editor@example.com')).status).toBe(401)
    expect(
      await signIn('factor-editor@example.com', {
        invitation: await invitationOf(payload, 'factor-editor@example.com'),
      }),
    ).toMatchObject({ status: 403, secondFactor: { step: 'enrol' } })
    await payload.updateGlobal({ slug: 'site-settings', data: { secondFactorForEditors: false } })
    expect(editor.id).toBeGreaterThan(0)
  })

  it('lets an admin reset a lost factor, recorded, which ends the account’s sessions', async () => {
    const user = await createUser('lost-phone@example.com', ['hr'])
    const { token, enrolledAt } = await enrol('lost-phone@example.com')
    expect(await me(token)).not.toBeNull()
    // Not one's own, and not by anyone but an admin.
    expect((await cmsRest('POST', `users/${user.id}/second-factor/reset`, { token })).status).toBe(
      403,
    )
    const reset = await cmsRest('POST', `users/${user.id}/second-factor/reset`, {
      token: adminToken,
    })
    expect(reset.status).toBe(200)
    expect(await me(token)).toBeNull()
    expect((await entries('second-factor-reset'))[0]).toMatchObject({
      account: 'factor-admin@example.com',
      collection: 'users',
      document: String(user.id),
    })
    // Whoever has the password cannot set up the new app: the emailed invitation can.
    expect((await signIn('lost-phone@example.com')).status).toBe(401)
    const invitation = await invitationOf(payload, 'lost-phone@example.com')
    const offer = await signIn('lost-phone@example.com', { invitation })
    expect(offer).toMatchObject({ status: 403, secondFactor: { step: 'enrol' } })
    if (offer.secondFactor?.step !== 'enrol') throw new Error('no enrolment offered')
    // The new app's first code, from the same 30 seconds as the old app's last, sets it up: the
    // codes the old app gave say nothing of the new one.
    const { secret, enrolment } = offer.secondFactor
    expect(
      await signIn('lost-phone@example.com', {
        invitation,
        enrolment,
        code: currentCode(secret, enrolledAt),
      }),
    ).toMatchObject({ status: 200 })
  })

  it('does not let a reset link stand in for the factor', async () => {
    await createUser('reset-me@example.com', ['admin'])
    const { secret } = await enrol('reset-me@example.com')
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'reset-me@example.com' },
      disableEmail: true,
    })
    const reset = await cmsRest('POST', 'users/reset-password', {
      body: { token: resetToken, password: 'a brand new pass phrase' },
    })
    expect(reset.status).toBe(200)
    const { token } = (await reset.json()) as { token: string }
    expect(await me(token)).toBeNull()
    expect((await securityNotices('reset-me@example.com')).map((email) => email.subject)).toEqual([
      'An authenticator app was set up for your Rafeef CMS account',
      'The password of your Rafeef CMS account was changed',
    ])
    // The new password works, with a code.
    address += 1
    const answer = await cmsRest('POST', 'users/login', {
      address: `198.51.100.${address}`,
      body: {
        email: 'reset-me@example.com',
        password: 'a brand new pass phrase',
        code: currentCode(secret, Date.now() + 30_000),
      },
    })
    expect(answer.status).toBe(200)
  })
})
