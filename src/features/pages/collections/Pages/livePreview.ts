import type { CollectionAdminOptions } from 'payload'

import { settings } from '@/settings.mjs'

/** Where a page's latest draft is shown on the site, in the language being edited. */
export const previewPath = (name: string, locale: string): string =>
  `${locale === 'ar' ? '/ar' : ''}/preview/${encodeURIComponent(name)}`

/**
 * The page beside its editor (the admin's "Live Preview"), at a phone's, a tablet's or a desktop's
 * width: the preview route shows the latest draft in the language being edited, and reloads
 * itself each time the editor's autosave has stored a change (src/components/LivePreviewListener).
 *
 * The address must be absolute: the admin posts its messages to that origin. It is the public
 * address (SITE_URL), where editors reach the admin too, or else the request's own.
 */
export const livePreview: NonNullable<CollectionAdminOptions['livePreview']> = {
  url: ({ data, locale, req }) =>
    typeof data.name === 'string'
      ? `${settings.configuredSiteUrl ?? req.origin}${previewPath(data.name, locale.code)}`
      : null,
  // Payload shows these labels as they are, in either admin language.
  breakpoints: [
    { name: 'phone', label: 'Phone · هاتف', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet · جهاز لوحي', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop · حاسوب', width: 1280, height: 800 },
  ],
}

/**
 * Autosave stores the editor's changes as a draft while they type, which is what the live preview
 * shows; the Save draft button stays for those who prefer it.
 */
export const liveDrafts = { autosave: { interval: 500, showSaveDraftButton: true } }
