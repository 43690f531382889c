'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useId, useRef } from 'react'

import { buttonSecondary } from '@/components/ui/styles'

type Props = {
  reference: string
  /** What happens next, for this kind of request; a general line when absent. */
  children?: ReactNode
  onAnother: () => void
}

/**
 * The confirmation after a form went through (docs/architecture.md §6): the reference on screen,
 * what happens next, a way to send another. It takes focus so screen readers read it at once.
 */
export function RequestReceived({ reference, children, onAnother }: Props) {
  const t = useTranslations('forms.received')
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
      {children ?? <p>{t('keepReference')}</p>}
      <button type="button" onClick={onAnother} className={buttonSecondary}>
        {t('another')}
      </button>
    </section>
  )
}
