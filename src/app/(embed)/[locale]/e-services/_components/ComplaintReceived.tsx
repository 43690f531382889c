'use client'

import { useTranslations } from 'next-intl'

import { RequestReceived } from '@/components/forms/RequestReceived'
import { textLink } from '@/components/ui/styles'

/** The Insurance Authority's complaints portal (IA Care), where a complaint goes when our answer does not settle it. */
const REGULATOR_URL = 'https://care.ia.gov.sa'

type Props = { reference: string; complaintsHref: string; onAnother: () => void }

/**
 * The confirmation a complainant expects (docs/architecture.md §6): the reference, how soon we
 * answer, and where to escalate.
 */
export function ComplaintReceived({ reference, complaintsHref, onAnother }: Props) {
  const t = useTranslations('forms.complaint')
  const tSections = useTranslations('sections')
  return (
    <RequestReceived reference={reference} onAnother={onAnother}>
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
    </RequestReceived>
  )
}
