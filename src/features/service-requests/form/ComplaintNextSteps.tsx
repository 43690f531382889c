import { getTranslations } from 'next-intl/server'

import { textLink } from '@/components/ui/styles'
import type { Locale } from '@/i18n/locales'

/** The Insurance Authority's complaints portal (IA Care), where a complaint goes when our answer does not settle it. */
const REGULATOR_URL = 'https://care.ia.gov.sa'

type Props = { locale: Locale; complaintsHref: string }

/**
 * What a complainant reads with the reference (docs/architecture.md §6): where to follow the
 * complaint, how soon we answer, and where to escalate.
 */
export async function ComplaintNextSteps({ locale, complaintsHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'forms.complaint' })
  const tSections = await getTranslations({ locale, namespace: 'sections' })
  return (
    <>
      <p>
        {t.rich('keepReference', {
          link: (chunks) => (
            <a href={complaintsHref} target="_top" className={textLink}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <p>{t('responseTime')}</p>
      <p>
        {t.rich('escalation', {
          link: (chunks) => (
            <a href={REGULATOR_URL} target="_blank" rel="noopener noreferrer" className={textLink}>
              {chunks}
              <span className="sr-only"> {tSections('opensInNewTab')}</span>
            </a>
          ),
        })}
      </p>
    </>
  )
}
