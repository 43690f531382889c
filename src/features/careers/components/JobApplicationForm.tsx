'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type MouseEvent, type ReactNode, useMemo, useState } from 'react'
import { type FieldErrors, useWatch } from 'react-hook-form'

import { EmailField, PhoneField } from '@/components/forms/ContactFields'
import { applyServerErrors } from '@/components/forms/applyServerErrors'
import { CheckboxField } from '@/components/forms/CheckboxField'
import { FormErrorSummary } from '@/components/forms/ErrorSummary'
import { FileField } from '@/components/forms/FileField'
import { TextArea } from '@/components/forms/TextArea'
import { TextField } from '@/components/forms/TextField'
import { useCheckedForm } from '@/components/forms/useCheckedForm'
import { LoadingOverlayView } from '@/components/LoadingOverlayView'
import { buttonPrimary, buttonSecondary, textLink } from '@/components/ui/styles'
import { sendJobApplication } from '../application/client'
import type { BrowserForm } from '@/forms/fieldList'
import { COVER_LETTER_MAX } from '../application/limits'
import type { JobApplicationField, jobApplicationFields } from '../application/schema'
import type { FormTranslator } from '@/forms/messages'
import { useRouter } from '@/i18n/navigation'

import { ApplicationReceived } from './ApplicationReceived'

/** The browser's schema: the CV's name, type and size are checked as soon as it is chosen. */
const loadSchema = () =>
  import('../application/schema').then((m) => (t: FormTranslator) => m.jobApplicationSchema(t))

type Props = {
  form: BrowserForm<typeof jobApplicationFields>
  jobId: string
  jobHref: string
  privacyHref: string
  termsHref: string
}

/**
 * The job application (spec §2.6, §5): validated in the browser and again by the API with the
 * same schema. Apply Now stays marked unavailable until the form is valid and both boxes are
 * ticked; pressing it anyway shows what is missing instead of doing nothing.
 */
export function JobApplicationForm({
  form: { fields, order: fieldNames, empty },
  jobId,
  jobHref,
  privacyHref,
  termsHref,
}: Props) {
  /** The acceptances have their own alert; the summary lists the fields. */
  const summaryOrder = useMemo(
    () => fieldNames.filter((field) => field !== 'declaration' && field !== 'terms'),
    [fieldNames],
  )
  const locale = useLocale()
  const router = useRouter()
  const t = useTranslations('forms')
  const tApp = useTranslations('forms.jobApplication')
  const tSections = useTranslations('sections')
  const {
    form: {
      register,
      handleSubmit,
      setError,
      reset,
      trigger,
      control,
      formState: { errors, isSubmitting, isValid },
    },
    summary,
  } = useCheckedForm({ loadSchema, defaultValues: empty, order: summaryOrder })
  const [reference, setReference] = useState<string | null>(null)
  const [triedUnaccepted, setTriedUnaccepted] = useState(false)

  const [declaration, terms] = useWatch({ control, name: ['declaration', 'terms'] })
  const accepted = declaration === true && terms === true
  const ready = isValid && accepted && !isSubmitting
  const showAcceptance = triedUnaccepted && !accepted

  const clearForm = (event: MouseEvent<HTMLButtonElement>) => {
    // A file input keeps its file until the form element itself is reset.
    event.currentTarget.form?.reset()
    reset(empty)
    summary.clear()
    setTriedUnaccepted(false)
  }

  const onSubmit = handleSubmit(
    async (values) => {
      summary.clear()
      const result = await sendJobApplication(jobId, fields, values, locale)
      if (result.ok) {
        reset(empty)
        setReference(result.data.reference)
        return
      }
      if (result.kind === 'invalid') {
        const { fields, unplaced } = applyServerErrors(result.errors, fieldNames, setError)
        setTriedUnaccepted(fields.includes('declaration') || fields.includes('terms'))
        summary.raise(fields, unplaced ? result.message : undefined)
        return
      }
      summary.raise([], result.kind === 'not-found' ? result.message : t('requestFailed'))
    },
    (failed: FieldErrors) => {
      setTriedUnaccepted(Boolean(failed.declaration || failed.terms))
      summary.raise(Object.keys(failed))
    },
  )

  const discard = () => {
    // Back where the visitor came from; straight to the job when this page was opened directly.
    if (window.history.length > 1) router.back()
    else router.push(jobHref)
  }

  if (reference) return <ApplicationReceived reference={reference} jobHref={jobHref} />

  const label = (key: JobApplicationField) => tApp(`labels.${key}`)
  const ltr = { ltr: (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi> }

  return (
    // POST: sent before the page is interactive, the fields must not end up in the address.
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6 space-y-3">
      {isSubmitting ? <LoadingOverlayView label={tApp('submitting')} fullScreen /> : null}
      <p className="text-slate-700">
        {tApp.rich('purpose', {
          link: (chunks) => (
            <a href={privacyHref} className={textLink}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <FormErrorSummary summary={summary} />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <TextField
          label={label('first_name')}
          error={errors.first_name?.message}
          autoComplete="given-name"
          {...register('first_name')}
        />
        <TextField
          label={label('last_name')}
          error={errors.last_name?.message}
          autoComplete="family-name"
          {...register('last_name')}
        />
        <EmailField label={label('email')} error={errors.email?.message} {...register('email')} />
        <PhoneField
          label={label('phone_number')}
          hint={tApp.rich('hints.phone_number', ltr)}
          error={errors.phone_number?.message}
          {...register('phone_number')}
        />
      </div>
      <FileField
        label={label('cv_url')}
        hint={tApp('hints.cv_url')}
        error={errors.cv_url?.message}
        accept="application/pdf,.pdf"
        // A chosen file is checked at once: the visitor should not have to leave the field to learn it is wrong.
        {...register('cv_url', { onChange: () => void trigger('cv_url') })}
      />
      <TextField
        label={label('cover_letter_title')}
        error={errors.cover_letter_title?.message}
        {...register('cover_letter_title')}
      />
      <TextArea
        label={label('cover_letter_description')}
        hint={tApp('hints.cover_letter_description')}
        error={errors.cover_letter_description?.message}
        rows={4}
        maxLength={COVER_LETTER_MAX + 200}
        {...register('cover_letter_description')}
      />
      <div className="space-y-1 pt-2">
        <CheckboxField label={label('declaration')} {...register('declaration')} />
        <CheckboxField
          label={tApp.rich('labels.terms', {
            link: (chunks) => (
              <a href={termsHref} target="_blank" rel="noopener noreferrer" className={textLink}>
                {chunks}
                <span className="sr-only"> {tSections('opensInNewTab')}</span>
              </a>
            ),
          })}
          {...register('terms')}
        />
      </div>
      {/* Always present, so its message is announced when it appears (not window.alert). */}
      <div role="alert" className="min-h-6">
        {showAcceptance ? (
          <p className="font-semibold text-red-700">{t('errors.acceptanceRequired')}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3 pt-2">
        <button
          type="submit"
          aria-disabled={!ready}
          className={`${buttonPrimary} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          {isSubmitting ? t('sending') : tApp('submit')}
        </button>
        <button type="button" onClick={discard} className={buttonSecondary}>
          {tApp('discard')}
        </button>
        <button
          type="button"
          onClick={clearForm}
          className={`${buttonSecondary} border-slate-400 text-slate-700`}
        >
          {tApp('reset')}
        </button>
      </div>
    </form>
  )
}
