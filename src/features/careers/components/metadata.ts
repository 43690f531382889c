import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { JobDetailView } from '@/content/fromWire/job'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/metadata/pageMetadata'
import { summaryOf } from '@/metadata/summary'
import { routes } from '@/routes.mjs'

/** A job's page: its title, the first words of its description and its share image. */
export function jobMetadata(job: JobDetailView, locale: Locale): Metadata {
  return pageMetadata({
    locale,
    path: routes.careerDetails(job.id),
    title: job.title,
    description: summaryOf(job.description),
    image: { kind: 'job', key: job.id },
  })
}

/** The application form of a job: shared as the job is, not a page to find in search results. */
export async function applyFormMetadata(job: JobDetailView, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'careers' })
  return pageMetadata({
    locale,
    path: routes.applyForm(job.id),
    title: t('applyTitle', { title: job.title }),
    description: t('applyIntro'),
    image: { kind: 'job', key: job.id },
    robots: { index: false, follow: true },
  })
}
