import { getTranslations } from 'next-intl/server'

import { LoadingOverlayView } from './LoadingOverlayView'

/** Shown while a page loads (spec §2.6 loading overlay): a status message, never a blank screen. */
export async function LoadingOverlay() {
  const t = await getTranslations('screens')
  return <LoadingOverlayView label={t('loading')} />
}
