import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { JobFilterForm } from './JobFilterForm'
import { JobCardList } from '@/components/JobCard/JobCard'
import { getJobList } from '@/content'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

/** The screen's heading and intro; the openings follow as `children`. */
export async function CareerOpeningsScreen({
  locale,
  children,
}: {
  locale: Locale
  children: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'careers' })
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <Breadcrumb name="career-openings" locale={locale} current={t('openingsTitle')} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{t('openingsTitle')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('openingsIntro')}</p>
      {children}
    </div>
  )
}

/** The filter panel (filled in with the filter) and the jobs that match it. */
export async function Openings({
  locale,
  title,
  location,
}: {
  locale: Locale
  title: string
  location: string
}) {
  const [{ jobs, countries }, t] = await Promise.all([
    getJobList({ title, location }, locale),
    getTranslations({ locale, namespace: 'careers' }),
  ])
  return (
    <>
      <div className="mt-8">
        <JobFilterForm
          action={getPathname({ href: routes.careerOpenings, locale })}
          countries={countries}
          title={title}
          location={location}
        />
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
