import { currentCode } from '../../src/features/staff/secondFactor/totp'

import { wrongCode } from '../helpers/wrongCodes'

import {
  adminToken,
  type Browser,
  cms,
  emailedInvitation,
  expect,
  logIn,
  type Page,
  setAdminLanguage,
  test,
} from './fixtures'

/** A new HR account (HR must sign in with a second factor), made by the e2e admin. */
async function newHrOfficer(page: Page) {
  const account = { email: `hr-factor-${Date.now()}@example.com`, password: 'hr-factor-password-1' }
  const created = await page.request.post('/cms/api/users', {
    headers: { authorization: `JWT ${await adminToken(page.request)}` },
    data: { ...account, roles: ['hr'] },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { ...account, id: doc.id }
}

/** The sign-in link of the latest invitation emailed to `to`. */
const invitationLink = async (page: Page, to: string) =>
  `/admin/login?invitation=${await emailedInvitation(page.request, to)}`

async function signInPage(
  browser: Browser,
  baseURL: string,
  language: 'en' | 'ar',
  address = '/admin/login',
) {
  const context = await browser.newContext()
  await setAdminLanguage(context, language)
  const page = await context.newPage()
  await page.goto(address)
  return page
}

async function typePassword(page: Page, account: { email: string; password: string }) {
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
}

test('HR sets up an authenticator from the emailed invitation, then signs in with a code in Arabic; a wrong code is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const hr = await newHrOfficer(page)

  // The password alone, without the invitation, is answered as a wrong password.
  const stranger = await signInPage(browser, baseURL!, 'en')
  await typePassword(stranger, hr)
  await expect(stranger.locator('.sign-in__message')).toHaveText(
    'The email or password provided is incorrect.',
  )
  await stranger.context().close()

  // English, from the invitation's link: the screen offers a QR code and its key.
  const english = await signInPage(browser, baseURL!, 'en', await invitationLink(page, hr.email))
  await typePassword(english, hr)
  await expect(english.locator('.sign-in__message')).toContainText(
    'Your account needs a second factor',
  )
  await expect(
    english.getByRole('img', { name: 'QR code to scan with an authenticator app' }),
  ).toBeVisible()
  const secret = (await english.locator('[data-totp-secret]').innerText()).trim()
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await english.locator('#field-code').fill(wrongCode(secret))
  await english.locator('button[type="submit"]').click()
  await expect(english.locator('.sign-in__message')).toHaveText(
    'That code is not right. Try the current code from your app.',
  )
  await expect(english).toHaveURL(/\/admin\/login/)
  await english.locator('#field-code').fill(currentCode(secret))
  await english.locator('button[type="submit"]').click()
  // Recovery codes, shown once, before going on.
  const codes = english.locator('[data-recovery-codes] li')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allInnerTexts()
  await english.getByRole('button', { name: 'I have saved them: continue' }).click()
  await expect(english).toHaveURL(/\/admin\/?$/)
  await english.context().close()

  // Arabic: password, then a code; a wrong one refused in Arabic, a recovery code let in.
  const arabic = await signInPage(browser, baseURL!, 'ar')
  await expect(arabic.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
  await typePassword(arabic, hr)
  await expect(arabic.locator('.sign-in__message')).toHaveText(
    'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.',
  )
  await arabic.locator('#field-code').fill(wrongCode(secret))
  await arabic.locator('button[type="submit"]').click()
  await expect(arabic.locator('.sign-in__message')).toHaveText(
    'الرمز غير صحيح. جرّب الرمز الحالي من التطبيق.',
  )
  await arabic.locator('#field-code').fill(recoveryCodes[0]!)
  await arabic.locator('button[type="submit"]').click()
  await expect(arabic).toHaveURL(/\/admin\/?$/)
  await expect(arabic.getByRole('link', { name: 'طلبات التوظيف' }).first()).toBeVisible()

  // The audit trail has the refused codes and the sign-ins, by how the factor was given.
  await logIn(page)
  await page.goto(
    `/admin/collections/audit-log?where[account][equals]=${encodeURIComponent(hr.email)}`,
  )
  await expect(page.locator('tbody')).toContainText('Second factor refused')
  const signIns = await cms<{ docs: { detail: string | null }[] }>(
    page,
    'GET',
    `audit-log?where[account][equals]=${encodeURIComponent(hr.email)}&where[action][equals]=sign-in&sort=createdAt`,
  )
  expect(signIns.docs.map((entry) => entry.detail)).toEqual(['set up', 'recovery code'])

  // A lost phone: an admin resets the factor, which ends the officer's session at once.
  await page.goto(`/admin/collections/users/${hr.id}`)
  const panel = page.locator('[data-second-factor]')
  await expect(panel).toContainText('An authenticator app is set up for this account.')
  await panel.getByRole('button', { name: 'Reset second factor' }).click()
  // Asked twice: nothing is reset until the admin confirms, having read why.
  await expect(panel.getByRole('alertdialog')).toContainText('the invitation goes to')
  await expect(panel).toHaveAttribute('data-second-factor', 'on')
  await panel.getByRole('button', { name: 'Yes, reset it' }).click()
  await expect(panel.getByRole('status')).toHaveText('The second factor was reset.')
  await arabic.goto('/admin/collections/job-applications')
  await expect(arabic).toHaveURL(/\/admin\/login/)
  await arabic.context().close()

  // The new app is set up in Arabic, from the new invitation emailed with the reset.
  const again = await signInPage(browser, baseURL!, 'ar', await invitationLink(page, hr.email))
  await typePassword(again, hr)
  await expect(again.locator('.sign-in__message')).toContainText('يتطلب حسابك عاملًا ثانيًا')
  const newSecret = (await again.locator('[data-totp-secret]').innerText()).trim()
  expect(newSecret).not.toBe(secret)
  await again.locator('#field-code').fill(currentCode(newSecret))
  await again.locator('button[type="submit"]').click()
  await expect(again.locator('[data-recovery-codes] li')).toHaveCount(10)
  await again.getByRole('button', { name: 'حفظتها: متابعة' }).click()
  await expect(again).toHaveURL(/\/admin\/?$/)
  await again.context().close()
})
