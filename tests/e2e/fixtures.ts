import { test as base, expect, type Page } from '@playwright/test'

import { e2eAdmin } from '../../playwright.config'

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

/** Signs the seeded e2e admin (or another account) in through the admin's own login screen. */
export async function logIn(page: Page, account: { email: string; password: string } = e2eAdmin) {
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
