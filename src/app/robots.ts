import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { settings } from '@/settings.mjs'

/**
 * Written when asked for, not at build: one image is built once and run at whatever SITE_URL its
 * environment names (the sitemap and the pages' canonical links are rendered after the start too).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection()
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/cms/', '/preview/', '/ar/preview/', '/api/'],
    },
    sitemap: `${settings.siteUrl}/sitemap.xml`,
  }
}
