'use client'

import { useTranslations } from 'next-intl'

import { ReferencePanel } from '@/components/forms/ReferencePanel'
import { buttonPrimary, buttonSecondary } from '@/components/ui/styles'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

type Props = { reference: string; jobHref: string }

/** After a successful application: its reference, what HR does next, and where to go from here. */
export function ApplicationReceived({ reference, jobHref }: Props) {
  const t = useTranslations('forms.jobApplication')

  return (
    <section aria-labelledby="application-received" className="mt-8 space-y-5">
      <ReferencePanel
        id="application-received"
        title={t('successTitle')}
        referenceLabel={t('referenceLabel')}
        reference={reference}
      />
      <p>{t('keepReference')}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={jobHref} className={buttonSecondary}>
          {t('backToJob')}
        </Link>
        <Link href={routes.careerOpenings} className={buttonPrimary}>
          {t('moreJobs')}
        </Link>
      </div>
    </section>
  )
}
