import { getTranslations } from 'next-intl/server'

import { NotFoundView } from '@/components/NotFoundView'

/** The 404 of the job screens: "Job not found." (spec §2.6, §8). */
export async function JobNotFound() {
  const t = await getTranslations('careers')
  return <NotFoundView text={t('jobNotFound')} />
}
