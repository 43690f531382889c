'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { FieldErrors } from 'react-hook-form'

import { applyServerErrors } from '@/components/forms/applyServerErrors'
import { FormErrorSummary } from '@/components/forms/ErrorSummary'
import { FormCard } from '@/components/forms/FormCard'
import { FormFields } from '@/components/forms/FormFields'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useCheckedForm } from '@/components/forms/useCheckedForm'
import { Notice } from '@/components/Notice/Notice'
import { useNotice } from '@/components/Notice/useNotice'
import { textLink } from '@/components/ui/styles'
import { sendContactMessage } from './client'
import type { contactFields } from './schema'
import type { BrowserForm } from '@/forms/fieldList'
import type { FormTranslator } from '@/forms/messages'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

const loadSchema = () => import('./schema').then((m) => (t: FormTranslator) => m.contactSchema(t))

/**
 * The contact form (spec §2.6, §4, §5, §8): checked in the browser and again by the API with the
 * same schema; the outcome is a notice, and a sent form starts again empty.
 */
export function ContactForm({ form: layout }: { form: BrowserForm<typeof contactFields> }) {
  const { empty, order } = layout
  const locale = useLocale()
  const t = useTranslations('forms.contact')
  const { form, summary } = useCheckedForm({ loadSchema, defaultValues: empty, order })
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form
  const { notice, show, dismiss } = useNotice()

  const onSubmit = handleSubmit(
    async (values) => {
      summary.clear()
      const result = await sendContactMessage(values, locale)
      if (result.ok) {
        reset(empty)
        show('success', t('sent'))
        return
      }
      const placed = applyServerErrors(result.errors, order, setError).fields
      if (placed.length) summary.raise(placed)
      show('error', result.message ? t('failed', { message: result.message }) : t('failedGeneric'))
    },
    (failed: FieldErrors) => summary.raise(Object.keys(failed)),
  )

  return (
    <FormCard
      title={t('title')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p>
            {t.rich('purpose', {
              link: (chunks) => (
                <Link href={routes.privacyPolicy} className={textLink}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      }
    >
      {/* POST: sent before the page is interactive, the fields must not end up in the address. */}
      <form method="post" onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <FormErrorSummary summary={summary} />
        <FormFields layout={layout} form={form} labels="contact" />
        <SubmitButton submitting={isSubmitting}>{t('submit')}</SubmitButton>
      </form>
      <Notice notice={notice} onDismiss={dismiss} />
    </FormCard>
  )
}
