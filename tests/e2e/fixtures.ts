import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'

import { e2eAdmin, e2eAdminTotpSecret } from '../../scripts/e2eServer.mjs'
import { invitationIn } from '../helpers/invitation'
import { signInStaff } from '../helpers/staffSignIn'

export { expect }
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test'

/**
 * Playwright's `test`, failing any test during which a document of the site broke its
 * Content-Security-Policy: each of our frames reports its `securitypolicyviolation` events. Frames
 * of other sites (a map) answer to their own policies and are not counted.
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ context, baseURL }, use) => {
      const violations: string[] = []
      await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
        violations.push(violation)
      })
      await context.addInitScript(
        (origin) => {
          if (location.origin !== origin) return
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (
              window as unknown as { reportPolicyViolation: (violation: string) => void }
            ).reportPolicyViolation
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} on ${location.pathname}`,
            )
          })
        },
        new URL(baseURL ?? 'http://localhost').origin,
      )
      await use()
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Signs a staff account in over the CMS API through every step it asks for (password, then a code
 * from `secret`, or setting up an authenticator at a first sign-in); its session token.
 */
export async function staffToken(
  request: APIRequestContext,
  account: { email: string; password: string; invitation?: string },
  secret?: string,
): Promise<string> {
  const signedIn = await signInStaff(
    async (body) => {
      const answer = await request.post('/cms/api/users/login', { data: body })
      return new Response(new Uint8Array(await answer.body()), {
        status: answer.status(),
        headers: answer.headers(),
      })
    },
    account,
    secret,
  )
  return signedIn.token
}

/** The latest invitation emailed to `to`, as an admin finds it in the record of emails. */
export async function emailedInvitation(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(
    `/cms/api/emails?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=invitation&sort=-id&limit=1`,
    { headers: { authorization: `JWT ${await adminToken(request)}` } },
  )
  const { docs } = (await answer.json()) as { docs: { text: string }[] }
  const token = invitationIn(docs[0]?.text)
  if (!token) throw new Error(`no invitation was emailed to ${to}`)
  return token
}

/** Renewed well before the 30-minute idle timeout of a session nobody uses. */
const ADMIN_SESSION_REUSE_MS = 15 * 60_000
let adminSession: { token: Promise<string>; at: number } | undefined

/**
 * The seeded admin's session, signed in with password and authenticator code once for many tests:
 * a code works once, and the suite signs the admin in far more often than once a half minute.
 */
export function adminToken(request: APIRequestContext): Promise<string> {
  if (!adminSession || Date.now() - adminSession.at > ADMIN_SESSION_REUSE_MS)
    adminSession = { token: staffToken(request, e2eAdmin, e2eAdminTotpSecret), at: Date.now() }
  return adminSession.token
}

/**
 * Signs the seeded e2e admin in (its session, as a cookie), or another account through the
 * admin's own sign-in screen (editors, who need no second factor by default).
 */
export async function logIn(page: Page, account: { email: string; password: string } = e2eAdmin) {
  if (account === e2eAdmin) {
    const token = await adminToken(page.request)
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: token, url: test.info().project.use.baseURL! }])
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/?$/)
    return
  }
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/**
 * Stands between the page and the build's script whose code contains `marker` (a string only that
 * library's code holds): `decide` runs before the script is delivered and may hold it back (it is
 * sent once `decide` settles) or answer 'offline' to fail it as a dropped connection would.
 */
export async function interceptScript(
  page: Page,
  marker: string,
  decide: (url: string) => Promise<'offline' | void> | 'offline' | void,
) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    if (
      (await response.text()).includes(marker) &&
      (await decide(route.request().url())) === 'offline'
    )
      return route.abort('internetdisconnected')
    await route.fulfill({ response })
  })
}

/**
 * Waits until React has taken over an element the server rendered (React marks the nodes it
 * hydrates). Typed into or clicked before that, an admin field's value or a button's click never
 * reaches the form's state: on a loaded machine the page is visible well before its script runs.
 */
export async function whenHydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true)
}

/** The admin's own language for the browser context (Payload reads it from a cookie). */
export function setAdminLanguage(context: BrowserContext, language: 'en' | 'ar') {
  return context.addCookies([
    { name: 'payload-lng', value: language, url: test.info().project.use.baseURL! },
  ])
}

/** A page made through the CMS API, with a title in each language. */
export async function makePage(page: Page, name: string, status: 'draft' | 'published') {
  const { doc } = await cms<{ doc: { id: number } }>(
    page,
    'POST',
    `pages?locale=en&draft=${status === 'draft'}`,
    { name, title: `Offer ${name}`, _status: status, sections: [] },
  )
  await cms(page, 'PATCH', `pages/${doc.id}?locale=ar&draft=${status === 'draft'}`, {
    title: `عرض ${name}`,
    _status: status,
  })
  return doc.id
}

/**
 * Waits until the admin's list view has written its query (limit, sort, columns) into the address,
 * which it does once, after it mounts, with `history.replaceState`. A filter link clicked before
 * that starts a navigation the rewrite then drops: the list stays unfiltered.
 */
export async function whenListSettled(page: Page) {
  await expect(page).toHaveURL(/[?&]limit=/)
}

/**
 * Waits for the admin to say a save went through. Any toast is not enough: Payload shows
 * "Submitting…" while the save is still under way.
 */
export async function expectSaved(page: Page) {
  await expect(page.locator('.payload-toast-container .toast-success')).toBeVisible()
}

/** A CMS API call from inside the admin, where the editor's session applies. */
export async function cms<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const answer = await fetch(`/cms/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return answer.json()
    },
    { method, path, body },
  )
}
