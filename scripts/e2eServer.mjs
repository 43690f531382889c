// The server the end-to-end tests drive: its address, its seeded admin and its settings. Shared by
// playwright.config.ts, the tests' fixtures and scripts/test.mjs, which builds the site on its
// database before the tests start.

import { liftedLoadBounds } from './liftedLoadBounds.mjs'

export const e2ePort = Number(process.env.E2E_PORT ?? 3100)
export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }
/** The seeded admin's authenticator secret: the suite signs in with real codes from it. */
export const e2eAdminTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The environment of the end-to-end server (and of its build: pages are prerendered with it). */
export function e2eServerEnv(baseURL = `http://localhost:${e2ePort}`) {
  return {
    PORT: String(e2ePort),
    DATA_DIR: 'data/e2e',
    DATABASE_URL: 'file:data/e2e/site.db',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    ADMIN_TOTP_SECRET: e2eAdminTotpSecret,
    SITE_URL: baseURL,
    // The suite sends far more forms from one address than a visitor may (the limit has its own test).
    RATE_LIMIT_SUBMISSIONS: '100000',
    RATE_LIMIT_LOOKUPS: '100000',
    RATE_LIMIT_LOGINS: '100000',
    // Every browser of the suite is one address, and the admin tests run side by side: the
    // bounds on work per client have tests of their own (tests/reliability/overload.test.ts).
    ...liftedLoadBounds,
    // Scheduled pages go live within two seconds of their minute, not fifteen.
    SCHEDULED_PUBLISH_TICK_MS: '2000',
  }
}
