import type { Locale } from '@/i18n/locales'

// Bundler-resolved addresses of the same files fonts.css declares (same content hash).
const latin = [
  new URL(
    '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
    import.meta.url,
  ),
  new URL(
    '../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2',
    import.meta.url,
  ),
]
const arabic = [
  new URL('./ibm-plex-sans-arabic-arabic-core-400.woff2', import.meta.url),
  new URL('./ibm-plex-sans-arabic-arabic-core-700.woff2', import.meta.url),
]

/**
 * The faces every first view of a page in this language draws with (body text and bold headings;
 * Arabic pages take spaces and Latin digits from the Latin face). Asked for with the stylesheet
 * rather than once the text is laid out, they have usually arrived by the first paint, so a first
 * visit is set in the site's font more often (`font-display: optional` never swaps one in later).
 * React hoists these links into the document head.
 */
export function FontPreloads({ locale }: { locale: Locale }) {
  const files = locale === 'ar' ? [...arabic, ...latin] : latin
  return files.map((file) => (
    <link
      key={file.pathname}
      rel="preload"
      as="font"
      type="font/woff2"
      href={file.pathname}
      crossOrigin=""
    />
  ))
}
