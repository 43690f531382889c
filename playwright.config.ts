import { defineConfig, devices } from '@playwright/test'

import { e2ePort, e2eServerEnv } from './scripts/e2eServer.mjs'

/** Set to run the tests against a server that is already up (e.g. `next dev` while working). */
const externalBaseURL = process.env.E2E_BASE_URL
const baseURL = externalBaseURL ?? `http://localhost:${e2ePort}`

/**
 * The files that change nothing another file reads, which two workers run side by side: what
 * visitors do (read pages, send forms, which changes no page and no other file's expectations), the
 * editor opened on every page, and the staff tests that work only on accounts and pages they make
 * (the scheduled publishing test spends a minute waiting for its time to come: beside the others
 * that minute is not lost). The others edit seeded content, the seeded admin or redirects, or count
 * what is stored, and run one at a time after these.
 */
const sharedFiles = [
  'admin-editor-views',
  'api',
  'block-chooser',
  'budget',
  'careers',
  'contact',
  'date-picker',
  'e-services',
  'language',
  'pages',
  'routes',
  'scheduled-publishing',
  'search',
  'second-factor',
  'sections',
  'service-forms',
  'shell',
  'staff-accounts',
].map((name) => `**/${name}.e2e.ts`)

/**
 * End-to-end tests drive the production build (`next build` + `next start`) on a throwaway
 * database, in Debian's Chromium (no browser download).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Two workers for the files that change nothing another reads (the project `site`); the others
  // run one at a time after them (the project `admin`).
  workers: 2,
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
  projects: [
    { name: 'site', testMatch: sharedFiles, workers: 2 },
    {
      name: 'admin',
      testIgnore: sharedFiles,
      dependencies: ['site'],
      workers: 1,
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        // `npm test` has built the site on this database already (E2E_BUILT); alone, this
        // migrates, seeds and builds first.
        command: `node scripts/start.mjs${process.env.E2E_BUILT ? ' --no-build' : ''}`,
        url: `${baseURL}/api/health`,
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        env: e2eServerEnv(baseURL),
      },
})
