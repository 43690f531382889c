'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useId } from 'react'

import { ReferencePanel } from '@/components/forms/ReferencePanel'
import { buttonSecondary } from '@/components/ui/styles'

type Props = {
  reference: string
  /** What happens next, for this kind of request; a general line when absent. */
  children?: ReactNode
  onAnother: () => void
}

/**
 * The confirmation after a form went through (docs/architecture.md §6): the reference on screen,
 * what happens next, a way to send another.
 */
export function RequestReceived({ reference, children, onAnother }: Props) {
  const t = useTranslations('forms.received')
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="mt-6 max-w-3xl space-y-4">
      <ReferencePanel
        id={headingId}
        title={t('title')}
        referenceLabel={t('referenceLabel')}
        reference={reference}
      />
      {children ?? <p>{t('keepReference')}</p>}
      <button type="button" onClick={onAnother} className={buttonSecondary}>
        {t('another')}
      </button>
    </section>
  )
}
