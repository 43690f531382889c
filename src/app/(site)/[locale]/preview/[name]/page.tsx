import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { hasRole } from '@/access/roles'
import { ContentPage } from '@/components/ContentPage/ContentPage'
import { LivePreviewListener } from '@/components/LivePreviewListener/LivePreviewListener'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type Props = PageProps<'/[locale]/preview/[name]'>

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * A page's latest draft (spec §2.4 preview), for logged-in editors only; anyone else is sent to
 * the published page. Rendered on every request and never cached. The admin's live preview shows
 * it beside the editor, and it follows the editor's changes there.
 */
export default async function PreviewPage({ params }: Props) {
  const { locale, name } = await params
  setRequestLocale(locale as Locale)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasRole(user, 'admin', 'editor')) {
    redirect(getPathname({ href: name === 'home' ? '/' : `/${name}`, locale: locale as Locale }))
  }
  return (
    <>
      <LivePreviewListener />
      <ContentPage name={name} locale={locale as Locale} draft />
    </>
  )
}
