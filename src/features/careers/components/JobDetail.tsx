import { useTranslations } from 'next-intl'

import { TagPills } from '@/components/JobCard/JobCard'
import { buttonPrimary } from '@/components/ui/styles'
import type { JobDetailView } from '@/content/fromWire/job'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'
import { formatDate } from '@/utilities/formatDate'

import { JobBanner } from './JobBanner'

/**
 * The job detail (spec §2.6). The spec's page is laid out left to right; in Arabic it is mirrored
 * like every other page, so the reader's eye starts where the text does
 * (docs/decisions/034-careers-job-list-job-detail-and-applications.md, "Job detail mirrored in
 * Arabic").
 */
export function JobDetail({ job, locale }: { job: JobDetailView; locale: Locale }) {
  const t = useTranslations('careers')
  const posted = formatDate(job.updatedAt, locale)
  const closes = formatDate(job.closingDate, locale)
  const sectionHeading = 'text-xl font-bold text-brand-900'
  return (
    <article className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <JobBanner src={job.image} />
      <div className="mt-8 flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          {job.subTitle && <p className="font-semibold text-brand-700">{job.subTitle}</p>}
          <h1 className="mt-1 text-3xl font-bold text-brand-900 md:text-4xl">{job.title}</h1>
        </div>
        <Link
          href={routes.applyForm(String(job.id))}
          className={`${buttonPrimary} shrink-0 self-start`}
        >
          {t('applyNow')}
        </Link>
      </div>
      {job.tags.length > 0 && (
        <div className="mt-5">
          <h2 className="sr-only">{t('tags')}</h2>
          <TagPills tags={job.tags} />
        </div>
      )}
      <p className="mt-5 text-slate-700">
        {t('posted')}
        {job.updatedAt && posted ? (
          <time dateTime={job.updatedAt}>{posted}</time>
        ) : (
          t('dateNotAvailable')
        )}
      </p>
      {closes && (
        <p className="mt-1 text-slate-700">
          {t('closes')}
          <time dateTime={job.closingDate ?? undefined}>{closes}</time>
        </p>
      )}
      <div className="mt-10 grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-10">
          {job.areas.length > 0 && (
            <section aria-labelledby="job-areas">
              <h2 id="job-areas" className={sectionHeading}>
                {t('areaOfExpertise')}
              </h2>
              <ul className="mt-3 list-disc space-y-1 ps-6">
                {job.areas.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="job-description">
            <h2 id="job-description" className={sectionHeading}>
              {t('description')}
            </h2>
            {Array.isArray(job.description) ? (
              <ul className="mt-3 list-disc space-y-3 ps-6 leading-relaxed">
                {job.description.map((paragraph) => (
                  <li key={paragraph}>{paragraph}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 leading-relaxed">{job.description}</p>
            )}
          </section>
        </div>
        <dl className="h-fit space-y-4 rounded-2xl border border-brand-100 bg-brand-50 p-6">
          <div>
            <dt className="font-bold text-brand-900">{t('level')}</dt>
            <dd className="mt-1">{job.level || '—'}</dd>
          </div>
          <div>
            <dt className="font-bold text-brand-900">{t('locationLabel')}</dt>
            <dd className="mt-1">{job.location || '—'}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
