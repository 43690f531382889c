import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/content/site'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

/** The three e-services pages the spec embeds, and where our own versions of them live. */
const frames = {
  claimTracking: {
    setting: 'claimTrackingUrl',
    own: routes.claimTracking,
    title: 'claimTrackingTitle',
    height: 'h-[500px]',
  },
  complaintStatus: {
    setting: 'complaintStatusUrl',
    own: routes.complaintStatus,
    title: 'complaintStatusTitle',
    height: 'h-[500px]',
  },
  complaintForm: {
    setting: 'complaintFormUrl',
    own: routes.complaintForm,
    title: 'complaintFormTitle',
    height: 'h-[129vh]',
  },
} as const

/**
 * An embedded e-services page (spec §2.6): the address set in the site settings for this language,
 * or our own page when none is set (docs/architecture.md §6). The language goes along in the query.
 */
export async function ServiceFrame({
  kind,
  locale,
}: {
  kind: keyof typeof frames
  locale: Locale
}) {
  const frame = frames[kind]
  const [settings, t] = await Promise.all([
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'screens' }),
  ])
  const configured = settings[frame.setting]
  const src = new URL(configured || getPathname({ href: frame.own, locale }), 'http://site.invalid')
  src.searchParams.set('lang', locale)
  const href = configured ? src.toString() : `${src.pathname}${src.search}`
  return (
    <iframe
      src={href}
      title={t(frame.title)}
      loading="lazy"
      className={`w-full rounded-xl border border-slate-200 bg-white ${frame.height}`}
    />
  )
}
