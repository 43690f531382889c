import { getTranslations } from 'next-intl/server'

import { contentPageRoute } from '@/components/ContentPage/contentPageRoute'
import { ServiceFrame } from '@/components/ServiceFrame/ServiceFrame'
import { buttonPrimary } from '@/components/ui/styles'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

/** Complaints (spec §2.6): heading, a button to submit one, the sections, then the status frame. */
const route = contentPageRoute('complaints', {
  parts: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'screens' })
    return {
      lead: (
        <Link href={routes.submitComplaint} className={buttonPrimary}>
          {t('submitComplaint')}
        </Link>
      ),
      trail: <ServiceFrame kind="complaintStatus" locale={locale} />,
    }
  },
})

export const generateMetadata = route.generateMetadata
export default route.Page
