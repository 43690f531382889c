'use client'

import { useTranslations } from 'next-intl'
import type { FormEventHandler, ReactNode } from 'react'

import type { Messages } from '@/i18n/messages/en'

import { ErrorSummary } from './ErrorSummary'
import { PrivacyNotice } from './PrivacyNotice'
import { SubmitButton } from './SubmitButton'
import type { useErrorSummary } from './useErrorSummary'

type FormMessages = Messages['forms']
/** The service forms: their messages have a purpose line and a submit label. */
type ServiceForm = {
  [K in keyof FormMessages]: FormMessages[K] extends { purpose: string; submit: string } ? K : never
}[keyof FormMessages]

type Props = {
  /** Whose messages to use: `forms.<form>.purpose` above the fields, `forms.<form>.submit` below. */
  form: ServiceForm
  privacyHref: string
  /** Inside a frame the privacy policy opens in the whole window. */
  privacyTarget?: '_top'
  summary: ReturnType<typeof useErrorSummary>
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  className?: string
  /** The fields, between the error summary and the submit button. */
  children: ReactNode
}

/** What every service form shows around its fields: purpose and privacy link, error summary, submit. */
export function ServiceRequestFormFrame({
  form,
  privacyHref,
  privacyTarget,
  summary,
  onSubmit,
  submitting,
  className = 'mt-6 max-w-3xl space-y-3',
  children,
}: Props) {
  const t = useTranslations('forms')
  return (
    // POST: a form sent before the page is interactive must not put what it holds in the address.
    <form method="post" onSubmit={onSubmit} noValidate className={className}>
      <PrivacyNotice form={form} privacyHref={privacyHref} target={privacyTarget} />
      {summary.visible ? (
        <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} />
      ) : null}
      {children}
      <SubmitButton submitting={submitting}>{t(`${form}.submit`)}</SubmitButton>
    </form>
  )
}
