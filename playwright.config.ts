import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
/** Set to run the tests against a server that is already up (e.g. `next dev` while working). */
const externalBaseURL = process.env.E2E_BASE_URL
const baseURL = externalBaseURL ?? `http://localhost:${port}`

export const e2eAdmin = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' }
/** The seeded admin's authenticator secret: the suite signs in with real codes from it. */
export const e2eAdminTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/**
 * End-to-end tests drive the production build (`next build` + `next start`) on a throwaway
 * database, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // One worker: some tests edit content that others read.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties it at the start, and test-results holds the other suites'.
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        url: `${baseURL}/api/health`,
        // Includes migrating, seeding and `next build`.
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: {
          PORT: String(port),
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
          LOAD_CLIENT_RATE: '100000',
          LOAD_CLIENT_CONCURRENCY: '1000',
          LOAD_MAX_LAG_MS: '100000',
          // Scheduled pages go live within two seconds of their minute, not fifteen.
          SCHEDULED_PUBLISH_TICK_MS: '2000',
        },
      },
})
