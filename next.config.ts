import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  // Content pages are cached with 'use cache' and revalidated by tag from Payload hooks.
  cacheComponents: true,
  // With partial prefetching on, the first request for an unknown page answered 200 instead of 404.
  partialPrefetching: false,
  experimental: {
    // URLs outside both route groups get our own 404 document.
    globalNotFound: true,
  },
  images: { localPatterns: [{ pathname: '/cms/api/media/file/**' }] },
  poweredByHeader: false,
}

export default withNextIntl(withPayload(nextConfig, { devBundleServerPackages: false }))
