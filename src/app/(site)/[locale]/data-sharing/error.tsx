'use client'

import { useErrorScreenTexts } from '@/components/ErrorScreen/useErrorScreenTexts'
import { buttonPrimary } from '@/components/ui/styles'

/** Spec §2.6: the data sharing page's own error text when its documents cannot be read. */
export default function DataSharingError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const texts = useErrorScreenTexts()
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-lg text-slate-700">{texts.customerRightsError}</p>
      <button type="button" onClick={reset} className={`mt-8 ${buttonPrimary}`}>
        {texts.retry}
      </button>
    </div>
  )
}
