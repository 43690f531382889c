import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Process-wide state has one registry (src/server/processWide.mjs): a value kept on
    // `globalThis` elsewhere is a second one that nobody lists.
    files: ['src/**', 'server.mjs'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'globalThis', message: 'Keep process-wide state in src/server/processWide.mjs.' },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/app/(payload)/',
      'src/migrations/',
      'next-env.d.ts',
    ],
  },
]

export default eslintConfig
