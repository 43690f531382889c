import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { buttonPrimary } from '@/components/ui/styles'

/** The form's submit button: disabled and dimmed while the form is being sent, so it goes once. */
export function SubmitButton({
  submitting,
  children,
}: {
  submitting: boolean
  children: ReactNode
}) {
  const t = useTranslations('forms')
  return (
    <button
      type="submit"
      disabled={submitting}
      className={`${buttonPrimary} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {submitting ? t('sending') : children}
    </button>
  )
}
