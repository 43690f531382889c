import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JobDetail } from '@/features/careers/components/JobDetail'
import { jobPostingJsonLd } from '@/features/careers/components/jobPostingJsonLd'
import { jobMetadata } from '@/features/careers/components/metadata'
import { JsonLd } from '@/components/JsonLd'
import { getJob, listJobIds } from '@/content'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'
import { settings } from '@/settings.mjs'

type Props = PageProps<'/[locale]/career-details/[id]'>

/** Every published job is prerendered; jobs published later render on first request. */
export async function generateStaticParams() {
  return (await listJobIds()).map((id) => ({ id }))
}

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params
  const job = await getJob(id, locale as Locale)
  if (!job) return {}
  return jobMetadata(job, locale as Locale)
}

/** Job detail (spec §2.6); an unknown job is a 404 saying "Job not found.". */
export default async function CareerDetailsPage({ params }: Props) {
  const { locale: code, id } = await params
  const locale = code as Locale
  setRequestLocale(locale)
  const job = await getJob(id, locale)
  if (!job) notFound()
  const t = await getTranslations({ locale, namespace: 'site' })
  const url = new URL(getPathname({ href: routes.careerDetails(id), locale }), settings.siteUrl)
  return (
    <>
      <JobDetail job={job} locale={locale} />
      <JsonLd data={jobPostingJsonLd(job, url.toString(), settings.siteUrl, t('brand'))} />
    </>
  )
}
