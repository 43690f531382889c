import type { MetadataRoute } from 'next'

import { settings } from '@/settings.mjs'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/cms/', '/preview/', '/ar/preview/', '/api/'],
    },
    sitemap: `${settings.siteUrl}/sitemap.xml`,
  }
}
