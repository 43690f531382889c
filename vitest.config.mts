import { createRequire } from 'node:module'
import path from 'node:path'
import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

import { filesOnBothDatabases } from './scripts/bothDatabases.mjs'

const emptyModule = path.resolve('tests/helpers/empty.ts')
const formatOnly = createRequire(import.meta.url).resolve('use-intl/format-message/format-only')

/** The integration tests: each file gets its own process and its own throwaway database. */
const integration = {
  environment: 'node',
  setupFiles: ['tests/helpers/intSetup.ts'],
  globalSetup: ['tests/helpers/seededTemplateFolder.ts'],
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const

/**
 * With TEST_POSTGRES_URL (CI starts a server), the integration files whose subject is the
 * database's own behaviour run on PostgreSQL too (scripts/bothDatabases.mjs), in the same run.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL
const onPostgres: TestProjectInlineConfiguration[] = postgresUrl
  ? [
      {
        extends: true,
        test: {
          ...integration,
          name: 'int-postgres',
          include: filesOnBothDatabases('tests/int', '.int.test.ts'),
          env: { TEST_POSTGRES_URL: postgresUrl },
        },
      },
    ]
  : []

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: {
    alias: [
      // `server-only` refuses to load outside Next's server bundle; the code under test is server code.
      { find: 'server-only', replacement: emptyModule },
      // As in next.config.ts: the translators read parsed messages.
      { find: /^use-intl\/format-message$/, replacement: formatOnly },
    ],
  },
  test: {
    // Bundled like Next bundles them, so the alias above reaches use-intl's own import.
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A section kind's tests sit in its folder (src/blocks/<kind>/).
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // On SQLite whatever the environment says; int-postgres is the PostgreSQL run.
          env: { TEST_POSTGRES_URL: '' },
        },
      },
      ...onPostgres,
      {
        extends: true,
        test: {
          // Run by `npm run test:reliability` (scripts/test-reliability.mjs), which seeds and builds.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // One server at a time: each file starts its own on two shared cores.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Run by `npm run test:cluster` (scripts/test-cluster.mjs), which starts the services.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          // Run by `npm run test:image` (scripts/test-image.mjs), which builds the image.
          name: 'image',
          include: ['tests/image/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
