import { APIError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { cmsRest } from '../helpers/cmsRest'
import { migratedPayload } from '../helpers/payload'

let payload: Payload
let adminToken: string

/** Whether a token still opens a session: `me` answers its user only while the session lives. */
const signedIn = async (token: string) =>
  Boolean(((await (await cmsRest('GET', 'users/me', { token })).json()) as { user: unknown }).user)

const signIn = async (email: string, password: string) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!

let accounts = 0
async function editor(password = 'editor-password-1') {
  const email = `staff-${++accounts}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['editor'] },
  })
  return { user, email, password }
}

/** The reason a refused password is given with (a 400, before anything is written). */
async function passwordRefusal(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (err: unknown) => err,
  )
  expect(error).toBeInstanceOf(APIError)
  expect((error as APIError).status).toBe(400)
  return (error as APIError).message
}

beforeAll(async () => {
  payload = await migratedPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'admin-password-1', roles: ['admin'] },
  })
  adminToken = await signIn('admin@example.com', 'admin-password-1')
})

afterAll(async () => {
  await payload.destroy()
})

describe('staff passwords', () => {
  it('are at least 12 characters, not a common password and not a few characters repeated', async () => {
    expect(await passwordRefusal(editor('short-pass1'))).toMatch(/at least 12 characters/)
    // 12 characters and more, but among the passwords found most often in breaches.
    expect(await passwordRefusal(editor('qwerty123456'))).toMatch(/most common/)
    expect(await passwordRefusal(editor('1Q2W3E4R5T6Y'))).toMatch(/most common/)
    expect(await passwordRefusal(editor('abcabcabcabc'))).toMatch(/repeats/)
    expect(await passwordRefusal(editor('iloveyouiloveyou'))).toMatch(/repeats/)
    // No rule about kinds of characters: long words, or an Arabic phrase, are welcome.
    await expect(editor('correct horse battery staple')).resolves.toBeDefined()
    await expect(editor('كلمة سر طويلة وسهلة')).resolves.toBeDefined()
  })

  it('are refused in the Arabic admin in Arabic, with a 400 and no account made', async () => {
    const response = await cmsRest('POST', 'users', {
      token: adminToken,
      headers: { 'accept-language': 'ar' },
      body: { email: 'weak@example.com', password: 'password1234', roles: ['editor'] },
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]).toMatchObject({
      message: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. اختر غيرها.',
    })
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: 'weak@example.com' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('hold when a password is changed or reset by its link, and the old one keeps working', async () => {
    const { user, email, password } = await editor()
    await passwordRefusal(
      payload.update({ collection: 'users', id: user.id, data: { password: 'tooshort' } }),
    )
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    await passwordRefusal(
      payload.resetPassword({
        collection: 'users',
        data: { token, password: '123456789012' },
        overrideAccess: true,
      }),
    )
    await expect(signIn(email, password)).resolves.toBeTruthy()
    // Saving the profile without a new password is not a password change.
    await payload.update({ collection: 'users', id: user.id, data: { name: 'Noura' } })
  })
})

describe('staff sessions', () => {
  it('a changed password ends the account’s other sessions, not the one that changed it', async () => {
    const { user, email, password } = await editor()
    const here = await signIn(email, password)
    const elsewhere = await signIn(email, password)
    const response = await cmsRest('PATCH', `users/${user.id}`, {
      token: here,
      body: { password: 'a new and longer password', currentPassword: password },
    })
    expect(response.status).toBe(200)
    expect(await signedIn(here)).toBe(true)
    expect(await signedIn(elsewhere)).toBe(false)
  })

  it('asks for the current password to change one’s own password or email, and stores neither', async () => {
    const { user, email, password } = await editor()
    const token = await signIn(email, password)
    const change = (body: Record<string, string>) =>
      cmsRest('PATCH', `users/${user.id}`, { token, body })
    const attempts: Record<string, string>[] = [
      { password: 'taken over by a thief 1' },
      { password: 'taken over by a thief 1', currentPassword: 'a wrong guess at it' },
      { email: 'thief@example.com' },
    ]
    for (const body of attempts) {
      const refused = await change(body)
      expect(refused.status, JSON.stringify(body)).toBe(403)
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
        'Enter your current password to change a password or an email address.',
      )
    }
    expect((await change({ name: 'A name needs nothing more' })).status).toBe(200)
    expect((await change({ email: 'moved@example.com', currentPassword: password })).status).toBe(
      200,
    )
    const stored = await payload.db.findOne<{ id: number; email: string; name?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    })
    expect(stored).toMatchObject({ email: 'moved@example.com', name: 'A name needs nothing more' })
    expect(JSON.stringify(stored)).not.toContain(password)
  })

  it('a changed role ends every session of that account', async () => {
    const { user, email, password } = await editor()
    const sessions = [await signIn(email, password), await signIn(email, password)]
    expect(await signedIn(sessions[0]!)).toBe(true)
    const response = await cmsRest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { roles: ['hr'] },
    })
    expect(response.status).toBe(200)
    for (const token of sessions) expect(await signedIn(token)).toBe(false)
    // The admin who made the change is still signed in; a save that keeps the roles ends nothing.
    expect(await signedIn(adminToken)).toBe(true)
    const again = await signIn(email, password)
    await payload.update({ collection: 'users', id: user.id, data: { name: 'Huda' } })
    expect(await signedIn(again)).toBe(true)
  })

  it('"sign out everywhere" ends every session of the account', async () => {
    const { email, password } = await editor()
    const here = await signIn(email, password)
    const elsewhere = await signIn(email, password)
    const response = await cmsRest('POST', 'users/logout?allSessions=true', { token: here })
    expect(response.status).toBe(200)
    expect(await signedIn(here)).toBe(false)
    expect(await signedIn(elsewhere)).toBe(false)
    expect(await signedIn(adminToken)).toBe(true)
  })

  it('last SESSION_IDLE_MINUTES unless renewed, and are not renewed past SESSION_MAX_HOURS', async () => {
    const { user, email, password } = await editor()
    const token = await signIn(email, password)
    const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    expect(exp - iat).toBe(30 * 60)
    expect((await cmsRest('POST', 'users/refresh-token', { token })).status).toBe(200)

    // The same session, signed in eleven hours and three quarters ago: a renewal would outlive
    // the twelve hours a session may last.
    const stored = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: user.id } },
    })) as User
    const aged = new Date(Date.now() - 11.75 * 3_600_000).toISOString()
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { ...stored, sessions: stored.sessions!.map((s) => ({ ...s, createdAt: aged })) },
    })
    expect((await cmsRest('POST', 'users/refresh-token', { token })).status).toBe(403)
  })
})
