'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import type { FieldErrors } from 'react-hook-form'

import { FormErrorSummary } from '@/components/forms/ErrorSummary'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { TextField } from '@/components/forms/TextField'
import { useCheckedForm } from '@/components/forms/useCheckedForm'
import type { FormTranslator } from '@/forms/messages'
import { lookUpStatus } from '../types/client'
import type { TrackableType } from '../types/requestTypes'
import type { WireRequestStatus } from '../types/wire'

import { applyServerErrors } from '@/components/forms/applyServerErrors'
import { StatusResult } from './StatusResult'

const order = ['id', 'number'] as const

/** Each lookup's schema, fetched when the visitor reaches the form. */
const loadSchema = {
  claim: () =>
    import('../types/tracking').then((m) => (t: FormTranslator) => m.trackingSchema('claim', t)),
  complaint: () =>
    import('../types/tracking').then(
      (m) => (t: FormTranslator) => m.trackingSchema('complaint', t),
    ),
} satisfies Record<TrackableType, unknown>

type Answer = { found: WireRequestStatus } | { notFound: string } | null

/** Claim tracking and complaint status: an ID and a number in, the request's status out. */
export function StatusLookup({ type }: { type: TrackableType }) {
  const locale = useLocale()
  const t = useTranslations('forms')
  const {
    form: {
      register,
      handleSubmit,
      setError,
      formState: { errors, isSubmitting },
    },
    summary,
  } = useCheckedForm({
    loadSchema: loadSchema[type],
    defaultValues: { id: '', number: '' },
    order,
  })
  const [answer, setAnswer] = useState<Answer>(null)

  const onValid = handleSubmit(
    async (values) => {
      summary.clear()
      setAnswer(null)
      const result = await lookUpStatus(type, values.id, values.number, locale)
      if (result.ok) return setAnswer({ found: result.data })
      if (result.kind === 'not-found') return setAnswer({ notFound: result.message })
      if (result.kind === 'invalid') {
        const { fields, unplaced } = applyServerErrors(result.errors, order, setError)
        return summary.raise(fields, unplaced ? result.message : undefined)
      }
      summary.raise([], t('requestFailed'))
    },
    (failed: FieldErrors) => {
      setAnswer(null)
      summary.raise(Object.keys(failed))
    },
  )

  const claim = type === 'claim'
  return (
    <>
      {/* POST: an ID number typed before the page is interactive must not end up in the address. */}
      <form method="post" onSubmit={onValid} noValidate className="mt-3 space-y-3">
        <FormErrorSummary summary={summary} />
        {/* Bottom-aligned: only the number has a hint, and the frame is 500 px high, with no room for a second one. */}
        <div className="grid items-end gap-x-6 gap-y-2 sm:grid-cols-2">
          <TextField
            label={t(claim ? 'labels.id_number' : 'labels.id')}
            error={errors.id?.message}
            inputMode="numeric"
            dir="ltr"
            spellCheck={false}
            {...register('id')}
          />
          <TextField
            label={t(claim ? 'labels.claim_number' : 'labels.complaint_number')}
            hint={
              claim
                ? t('hints.claim_number')
                : t.rich('hints.complaint_number', {
                    ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
                  })
            }
            error={errors.number?.message}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="characters"
            {...register('number')}
          />
        </div>
        <SubmitButton submitting={isSubmitting}>{t('tracking.submit')}</SubmitButton>
      </form>
      {answer ? <StatusResult answer={answer} /> : null}
    </>
  )
}
