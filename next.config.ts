import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { createRequire } from 'node:module'
import path from 'node:path'

import { sectionPictureFolder } from './src/blocks/pictures/address.mjs'
import { languageRedirects, languageRewrites } from './src/i18n/addressRules'
import { sharedCacheConfig } from './src/server/sharedCache.mjs'
import { settings } from './src/settings.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/**
 * The translators read parsed messages (src/i18n/messages/compile.ts), so use-intl formats with
 * its small `format-only` formatter instead of bundling intl-messageformat. Turbopack takes the
 * alias only as a path relative to the project (vercel/next.js#88540).
 */
const formatOnly = createRequire(import.meta.url).resolve('use-intl/format-message/format-only')
const formatMessageAlias = { 'use-intl/format-message': `./${path.relative('.', formatOnly)}` }

const nextConfig: NextConfig = {
  // The server's build with the packages its routes load (.next/standalone), from which the
  // container image is assembled (scripts/imageTree.mjs).
  output: 'standalone',
  // The block chooser's pictures, read from disk by their route (src/blocks/pictures).
  outputFileTracingIncludes: {
    '/cms/section-pictures/[kind]': [`./${sectionPictureFolder}/*.webp`],
  },
  // Content pages are cached with 'use cache' and revalidated by tag from Payload hooks.
  cacheComponents: true,
  // With REDIS_URL (several instances) pages and 'use cache' entries live in Redis, so a save in the
  // CMS expires them on every instance. For `next dev` and the build; server.mjs chooses them again
  // when it starts (src/server/builtConfig.mjs), so one build serves both ways.
  ...sharedCacheConfig(settings.redisUrl, (file) => path.resolve('src/server', file)),
  // With partial prefetching on, the first request for an unknown page answered 200 instead of 404.
  partialPrefetching: false,
  // `next dev` would otherwise write and keep a block of its own in an AGENTS.md at the root.
  agentRules: false,
  experimental: {
    // URLs outside both route groups get our own 404 document.
    globalNotFound: true,
    agentUpgrade: false,
  },
  images: {
    localPatterns: [{ pathname: '/cms/api/media/file/**' }],
    // Five widths rather than eight for full-width pictures: each width is written into the page
    // twice (the HTML and its inline payload), and neighbours 10 % apart save a phone little.
    deviceSizes: [640, 828, 1200, 1920, 2560],
  },
  turbopack: { resolveAlias: formatMessageAlias },
  webpack: (config: { resolve: { alias: Record<string, string> } }) => {
    config.resolve.alias['use-intl/format-message'] = formatOnly
    return config
  },
  // Emails are rendered to HTML by React DOM's server renderer, which the app's server components
  // cannot load (they get React's server-components build); Node loads this one as it is.
  serverExternalPackages: ['@react-email/render'],
  poweredByHeader: false,
  // Hashing every 150 kB page on each request cost a cached page a sixth of its serving time; the
  // pages are cached by tag and a CDN in front keeps its own validators.
  generateEtags: false,
  redirects: async () => languageRedirects,
  rewrites: async () => ({ beforeFiles: languageRewrites, afterFiles: [], fallback: [] }),
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = withCms.headers

/**
 * withPayload asks every route for the colour-scheme client hint with `Critical-CH`, which makes
 * Chromium throw away the first response of every first visit and fetch the page again
 * (payloadcms/payload#17906). Only the admin reads the hint, so only the admin asks for it.
 */
withCms.headers = async () => [
  ...((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  ),
]

export default withNextIntl(withCms)
