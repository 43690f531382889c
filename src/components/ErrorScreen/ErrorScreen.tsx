'use client'

import { buttonPrimary } from '@/components/ui/styles'

import { useErrorScreenTexts } from './useErrorScreenTexts'

type Props = {
  /** Next's retry: renders the failed segment again. */
  reset: () => void
  /** Which of the screens' texts to say: a page's failure, or the data sharing page's own. */
  kind: 'page' | 'customerRights'
}

/** A part of the site that failed to render: what happened, in the page's language, and a retry. */
export function ErrorScreen({ reset, kind }: Props) {
  const texts = useErrorScreenTexts()
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
    >
      {kind === 'page' ? (
        <>
          <h1 className="text-3xl font-bold text-brand-900">{texts.heading}</h1>
          <p className="mt-4 text-lg text-slate-600">{texts.text}</p>
        </>
      ) : (
        <p className="text-lg text-slate-700">{texts.customerRightsError}</p>
      )}
      <button type="button" onClick={reset} className={`mt-8 ${buttonPrimary}`}>
        {texts.retry}
      </button>
    </div>
  )
}
