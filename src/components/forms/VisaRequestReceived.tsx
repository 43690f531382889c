'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef } from 'react'

import { buttonSecondary } from '@/components/ui/styles'

/**
 * The confirmation of a visa form (activation, extension): the reference on screen and what to
 * do with it. It takes focus so screen readers read it at once.
 */
export function VisaRequestReceived({
  reference,
  onAnother,
}: {
  reference: string
  onAnother: () => void
}) {
  const t = useTranslations('forms.visaReceived')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <section aria-labelledby={headingId} className="mt-6 max-w-3xl space-y-4">
      <div className="rounded-xl bg-brand-700 p-5 text-center text-white">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold outline-none"
        >
          {t('title')}
        </h2>
        <p className="mt-3">{t('referenceLabel')}</p>
        <p className="mt-1 text-2xl font-bold">
          <bdi dir="ltr">{reference}</bdi>
        </p>
      </div>
      <p>{t('keepReference')}</p>
      <button type="button" onClick={onAnother} className={buttonSecondary}>
        {t('another')}
      </button>
    </section>
  )
}
