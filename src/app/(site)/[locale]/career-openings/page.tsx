import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { JobFilterForm } from '@/components/Careers/JobFilterForm'
import { careersMetadata } from '@/components/Careers/metadata'
import { JobCardList } from '@/components/JobCard/JobCard'
import { LoadingOverlay } from '@/components/LoadingOverlay'
import { getJobList } from '@/content'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'

type Props = PageProps<'/[locale]/career-openings'>

const PATH = '/career-openings'

export async function generateMetadata({ params }: Props) {
  const locale = (await params).locale as Locale
  const t = await getTranslations({ locale, namespace: 'careers' })
  return careersMetadata(t('openingsTitle'), PATH, locale)
}

/** One value of a query parameter (a repeated parameter counts by its first value). */
function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

/** Career openings (spec §2.6): title, the filter panel, then the jobs that match it. */
export default async function CareerOpeningsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'careers' })
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <Breadcrumb name="career-openings" locale={locale} current={t('openingsTitle')} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{t('openingsTitle')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('openingsIntro')}</p>
      {/* The query is known only per request; the heading above is served at once. */}
      <Suspense fallback={<LoadingOverlay />}>
        <Openings locale={locale} searchParams={searchParams} />
      </Suspense>
    </div>
  )
}

async function Openings({ locale, searchParams }: { locale: Locale; searchParams: Props['searchParams'] }) {
  const query = await searchParams
  const filter = { title: single(query.title), location: single(query.location) }
  const [{ jobs, countries }, t] = await Promise.all([
    getJobList(filter, locale),
    getTranslations({ locale, namespace: 'careers' }),
  ])
  return (
    <>
      <div className="mt-8">
        <JobFilterForm action={getPathname({ href: PATH, locale })} countries={countries} {...filter} />
      </div>
      <section aria-labelledby="job-results" className="mt-10">
        <h2 id="job-results" className="mb-6 text-xl font-bold text-brand-900">
          {jobs.length === 0 ? t('noJobs') : t('results', { count: jobs.length })}
        </h2>
        {jobs.length > 0 && <JobCardList jobs={jobs} headingLevel="h3" idBase="openings" />}
      </section>
    </>
  )
}
