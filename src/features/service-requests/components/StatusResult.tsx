'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import type { WireRequestStatus } from '../types/wire'
import { formatDateTime } from '@/utilities/formatDate'

type Props = { answer: { found: WireRequestStatus } | { notFound: string } }

/** The lookup's answer, focused when it appears so a screen reader reads it straight away. */
export function StatusResult({ answer }: Props) {
  const locale = useLocale()
  const t = useTranslations('forms.tracking')
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [answer])

  if ('notFound' in answer) {
    return (
      <section
        aria-labelledby="lookup-answer"
        className="mt-5 rounded-lg border-s-4 border-amber-600 bg-amber-50 p-4"
      >
        <h2
          id="lookup-answer"
          ref={headingRef}
          tabIndex={-1}
          className="font-bold text-ink outline-none"
        >
          {t('notFoundTitle')}
        </h2>
        <p className="mt-1 text-ink">{answer.notFound}</p>
      </section>
    )
  }

  const { found } = answer
  return (
    <section
      aria-labelledby="lookup-answer"
      className="mt-5 rounded-lg border-s-4 border-brand-600 bg-brand-50 p-4"
    >
      <h2
        id="lookup-answer"
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-ink outline-none"
      >
        {t.rich('resultTitle', {
          reference: found.reference,
          ref: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('status')}</dt>
        <dd className="font-bold text-brand-900">
          {locale === 'ar' ? found.status_ar : found.status}
        </dd>
        <dt className="text-slate-700">{t('statusSince')}</dt>
        <dd>{formatDateTime(found.status_changed_at, locale)}</dd>
      </dl>
    </section>
  )
}
