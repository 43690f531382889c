'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef } from 'react'

import type { WireRequestStatus } from '../types/wire'
import { formatDateTime } from '@/utilities/formatDate'

type Answer = { found: WireRequestStatus } | { notFound: string }

type Props = { answer: Answer }

/** The lookup's answer: where the request stands, or why none was found. */
export function StatusResult({ answer }: Props) {
  const locale = useLocale()
  const t = useTranslations('forms.tracking')

  if ('notFound' in answer) {
    return (
      <AnswerSection answer={answer} tone="border-amber-600 bg-amber-50" title={t('notFoundTitle')}>
        <p className="mt-1 text-ink">{answer.notFound}</p>
      </AnswerSection>
    )
  }

  const { found } = answer
  return (
    <AnswerSection
      answer={answer}
      tone="border-brand-600 bg-brand-50"
      title={t.rich('resultTitle', {
        reference: found.reference,
        ref: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
      })}
    >
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('status')}</dt>
        <dd className="font-bold text-brand-900">
          {locale === 'ar' ? found.status_ar : found.status}
        </dd>
        <dt className="text-slate-700">{t('statusSince')}</dt>
        <dd>{formatDateTime(found.status_changed_at, locale)}</dd>
      </dl>
    </AnswerSection>
  )
}

type AnswerSectionProps = { answer: Answer; tone: string; title: ReactNode; children: ReactNode }

/** An answer's frame; its heading takes focus with each answer, so a screen reader reads it at once. */
function AnswerSection({ answer, tone, title, children }: AnswerSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [answer])

  return (
    <section aria-labelledby="lookup-answer" className={`mt-5 rounded-lg border-s-4 p-4 ${tone}`}>
      <h2
        id="lookup-answer"
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-ink outline-none"
      >
        {title}
      </h2>
      {children}
    </section>
  )
}
