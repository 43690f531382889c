import { getTranslations } from 'next-intl/server'

/** Shown while a page loads (spec §2.6 loading overlay): a status message, never a blank screen. */
export async function LoadingOverlay() {
  const t = await getTranslations('screens')
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-brand-700">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="font-semibold">{t('loading')}</span>
    </div>
  )
}
