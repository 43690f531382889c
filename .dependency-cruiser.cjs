/**
 * The direction of every import (docs/architecture.md §1, "Layout"): route files → features → what
 * features stand on. `npm run lint` runs this (`npm run boundaries`); an import against it fails.
 *
 * - `src/app/`: thin route files. Anything may be used from them; nothing imports them. The
 *   Payload config (`src/payload.config.ts`) composes the features' collections the same way, the
 *   seed (`src/seed/`) their first content, the site settings global their settings and the
 *   message catalogue (`src/i18n/messages/index.ts`) the texts a feature keeps beside its code.
 * - `src/features/<name>/`: one capability each. A feature uses another only through that one's
 *   entry: `index.ts` (server side) or `client.ts` (what a client component may import).
 * - everything else under `src/`: what features stand on (the HTTP edge, the database, files,
 *   email transport, logs and metrics, scheduled work, languages, settings). It imports no feature.
 *
 * There is no exception: an import against these rules fails `npm run lint` and `npm test`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop have no order to read or test them in.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'nothing-imports-routes',
      severity: 'error',
      comment: 'A route file is the top: what it holds that others need belongs to a feature.',
      from: { path: '^src/', pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'foundation-imports-no-feature',
      severity: 'error',
      comment:
        'What features stand on knows none of them: a feature hooks into it, not the reverse.',
      // The Payload config composes the features' collections, as the routes compose their screens;
      // the seed writes each feature's first content, and the site settings gather each feature's
      // settings (who needs a second factor, response times, the addresses told of requests), and
      // the staff dashboard each feature's waiting work, and the site's message catalogue the
      // texts a feature keeps beside its code.
      from: {
        path: '^(src/|server\\.mjs$)',
        pathNot: [
          '^src/(app|features|seed)/',
          '^src/payload\\.config\\.ts$',
          '^src/globals/SiteSettings\\.ts$',
          '^src/admin/StaffDashboard/',
          '^src/i18n/messages/index\\.ts$',
        ],
      },
      to: { path: '^src/features/' },
    },
    {
      name: 'feature-through-its-entry',
      severity: 'error',
      comment:
        "A feature uses another through that one's index.ts or client.ts, never its insides.",
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(index|client)\\.tsx?$'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/payload-types\\.ts$', '^src/migrations/', '^\\.next/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
    },
  },
}
