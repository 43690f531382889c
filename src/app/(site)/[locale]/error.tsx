'use client'

import { useTranslations } from 'next-intl'

import { buttonPrimary } from '@/components/ui/styles'

/** A page that failed to render: say so in the visitor's language and offer to try again. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorPage')
  return (
    <div role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t('text')}</p>
      <button type="button" onClick={reset} className={`mt-8 ${buttonPrimary}`}>
        {t('retry')}
      </button>
    </div>
  )
}
