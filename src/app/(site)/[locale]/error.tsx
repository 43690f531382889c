'use client'

import { useErrorScreenTexts } from '@/components/ErrorScreen/useErrorScreenTexts'
import { buttonPrimary } from '@/components/ui/styles'

/** A page that failed to render: say so in the visitor's language and offer to try again. */
export default function PageError({
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
      <h1 className="text-3xl font-bold text-brand-900">{texts.heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{texts.text}</p>
      <button type="button" onClick={reset} className={`mt-8 ${buttonPrimary}`}>
        {texts.retry}
      </button>
    </div>
  )
}
