'use client'

import { useTranslations } from 'next-intl'
import type { FormEventHandler, ReactNode } from 'react'

import { FormErrorSummary } from '@/components/forms/ErrorSummary'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { SubmitButton } from '@/components/forms/SubmitButton'
import type { useErrorSummary } from '@/components/forms/useErrorSummary'

import type { ServiceFormMessages } from './formMessages'

type Props = {
  /** Whose messages to use: `forms.<form>.purpose` above the fields, `forms.<form>.submit` below. */
  form: ServiceFormMessages
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
      <FormErrorSummary summary={summary} />
      {children}
      <SubmitButton submitting={submitting}>{t(`${form}.submit`)}</SubmitButton>
    </form>
  )
}
