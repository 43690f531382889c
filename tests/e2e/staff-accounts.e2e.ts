import { type Browser, cms, expect, logIn, type Page, setAdminLanguage, test } from './fixtures'

/** A new editor account, made by the e2e admin (the account's sessions are the test's own). */
async function newEditor(browser: Browser, name: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page)
  const editor = { email: `${name}@example.com`, password: 'staff-account-editor-1' }
  await cms(page, 'POST', 'users', { ...editor, roles: ['editor'] })
  await context.close()
  return editor
}

/** Signs the editor in on a browser of its own, the admin in the given language. */
async function signedInBrowser(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  language: 'en' | 'ar' = 'en',
): Promise<Page> {
  const context = await browser.newContext()
  await setAdminLanguage(context, language)
  const page = await context.newPage()
  await logIn(page, account)
  return page
}

/**
 * Types a new password twice on the account screen, and the current one when given (a change is
 * refused without it), and saves it.
 */
async function changePassword(page: Page, password: string, current = '') {
  // The fields stay open after a refused save; otherwise "Change password" opens them. Clicked
  // again until they show: a click while the account's form is still loading its state is undone
  // when that state arrives (Payload closes the fields of an unmodified form).
  const field = page.locator('#field-password')
  await expect(async () => {
    if (!(await field.isVisible())) await page.locator('#change-password').click()
    await expect(field).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await field.fill(password)
  // The form checks on the server, as one types, that both match; saved once it has.
  const checked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/admin/account',
  )
  await page.locator('#field-confirm-password').fill(password)
  await checked
  const currentPassword = page.locator('#field-currentPassword')
  await expect(currentPassword).toHaveAttribute('type', 'password')
  await currentPassword.fill(current)
  await page.locator('#action-save').click()
}

test('"Sign out everywhere" on one computer signs the account out on the others too', async ({
  browser,
  baseURL,
}) => {
  const editor = await newEditor(browser, `everywhere-${Date.now()}`)
  const office = await signedInBrowser(browser, baseURL!, editor)
  const home = await signedInBrowser(browser, baseURL!, editor)

  await office.goto('/admin/account')
  const panel = office.locator('[data-sign-out-everywhere]')
  await expect(panel).toContainText('Ends every session of your account')
  await panel.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(office).toHaveURL(/\/admin\/login/)

  await home.goto('/admin/collections/pages')
  await expect(home).toHaveURL(/\/admin\/login/)
  await office.context().close()
  await home.context().close()
})

test('the Arabic admin refuses a common password with its reason, then takes a long one', async ({
  browser,
  baseURL,
}) => {
  const editor = await newEditor(browser, `weak-${Date.now()}`)
  const page = await signedInBrowser(browser, baseURL!, editor, 'ar')

  await page.goto('/admin/account')
  await expect(page.locator('[data-sign-out-everywhere]')).toContainText(
    'تسجيل الخروج من كل الأجهزة',
  )
  await changePassword(page, 'password1234', editor.password)
  await expect(page.locator('.payload-toast-container')).toContainText(
    'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. اختر غيرها.',
  )
  // A session alone does not change the password: the current one is asked for.
  await changePassword(page, 'نخلة وقهوة وصباح الرياض')
  await expect(page.locator('.payload-toast-container')).toContainText(
    'أدخل كلمة مرورك الحالية لتغيير كلمة مرور أو بريد إلكتروني.',
  )

  // A long one of their own is taken, with the current one, and this session goes on. (The new
  // one is still typed in.)
  await page.locator('#field-currentPassword').fill(editor.password)
  await page.locator('#action-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText('تم التحديث بنجاح.')
  await page.goto('/admin/collections/pages')
  await expect(page).toHaveURL(/\/admin\/collections\/pages/)
  await page.context().close()
})
