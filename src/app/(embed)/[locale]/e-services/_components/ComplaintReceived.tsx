'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { buttonSecondary, textLink } from '@/components/ui/styles'

/** The Insurance Authority's complaints portal (IA Care), where a complaint goes when our answer does not settle it. */
const REGULATOR_URL = 'https://care.ia.gov.sa'

type Props = { reference: string; complaintsHref: string; onAnother: () => void }

/**
 * The confirmation a complainant expects (DESIGN.md §6): the reference on screen, how soon we
 * answer, and where to escalate. It takes focus so screen readers read it at once.
 */
export function ComplaintReceived({ reference, complaintsHref, onAnother }: Props) {
  const t = useTranslations('forms.complaint')
  const tSections = useTranslations('sections')
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby="complaint-received" className="mt-4 space-y-4">
      <div className="rounded-xl bg-brand-700 p-5 text-center text-white">
        <h2 id="complaint-received" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('successTitle')}
        </h2>
        <p className="mt-3">{t('referenceLabel')}</p>
        <p className="mt-1 text-2xl font-bold">
          <bdi dir="ltr">{reference}</bdi>
        </p>
      </div>
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
      <button type="button" onClick={onAnother} className={buttonSecondary}>
        {t('another')}
      </button>
    </section>
  )
}
