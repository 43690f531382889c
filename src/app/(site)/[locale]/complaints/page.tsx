import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ContentPage } from '@/components/ContentPage/ContentPage'
import { contentPageMetadata } from '@/components/ContentPage/metadata'
import { ServiceFrame } from '@/components/ServiceFrame/ServiceFrame'
import { buttonPrimary } from '@/components/ui/styles'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/complaints'>

export async function generateMetadata({ params }: Props) {
  return contentPageMetadata('complaints', (await params).locale as Locale)
}

/** Complaints (spec §2.6): heading, a button to submit one, the sections, then the status frame. */
export default async function ComplaintsPage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'screens' })
  return (
    <ContentPage
      name="complaints"
      locale={locale}
      lead={
        <Link href={routes.submitComplaint} className={buttonPrimary}>
          {t('submitComplaint')}
        </Link>
      }
      trail={<ServiceFrame kind="complaintStatus" locale={locale} />}
    />
  )
}
