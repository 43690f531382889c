'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { buttonPrimary, buttonSecondary } from '@/components/ui/styles'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

type Props = { reference: string; jobHref: string }

/** After a successful application: its reference on screen, focused so screen readers read it at once. */
export function ApplicationReceived({ reference, jobHref }: Props) {
  const t = useTranslations('forms.jobApplication')
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby="application-received" className="mt-8 space-y-5">
      <div className="rounded-2xl bg-brand-700 p-6 text-center text-white">
        <h2
          id="application-received"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold outline-none md:text-2xl"
        >
          {t('successTitle')}
        </h2>
        <p className="mt-3">{t('referenceLabel')}</p>
        <p className="mt-1 text-2xl font-bold" data-testid="application-reference">
          <bdi dir="ltr">{reference}</bdi>
        </p>
      </div>
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
