import { useTranslations } from 'next-intl'

import { LevelIcon, MapPinIcon } from '@/components/icons'
import { buttonPrimary } from '@/components/ui/styles'
import type { JobCardView } from '@/content/fromWire/job'
import { Link } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

const jobIcon = 'h-4 w-4 shrink-0 text-brand-600'

type Props = {
  jobs: JobCardView[]
  /** h3 under a section heading, h2 directly under the page's h1. */
  headingLevel: 'h2' | 'h3'
  /** Makes the ids of titles and links unique on the page. */
  idBase: string
}

/** Job cards, one column for one job and two otherwise, each linking to its details (spec §2.5). */
export function JobCardList({ jobs, headingLevel, idBase }: Props) {
  return (
    <ul className={`grid grid-cols-1 gap-6 ${jobs.length > 1 ? 'md:grid-cols-2' : ''}`}>
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
        >
          <JobCard job={job} headingLevel={headingLevel} idBase={idBase} />
        </li>
      ))}
    </ul>
  )
}

function JobCard({ job, headingLevel: Title, idBase }: { job: JobCardView } & Omit<Props, 'jobs'>) {
  const t = useTranslations('sections')
  // Ids for aria-labelledby: anything odd in the job or section id is replaced.
  const titleId = `${idBase}-${job.id}-title`.replace(/[^\w-]/g, '-')
  const linkId = `${idBase}-${job.id}-link`.replace(/[^\w-]/g, '-')
  return (
    <>
      {job.subTitle && <p className="text-sm font-semibold text-brand-700">{job.subTitle}</p>}
      <Title id={titleId} className="mt-1 text-xl font-bold text-brand-900">
        {job.title}
      </Title>
      {(job.location || job.level) && (
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {job.location && (
            <div>
              <dt className="sr-only">{t('jobLocation')}</dt>
              <dd className="flex items-center gap-1.5">
                <MapPinIcon className={jobIcon} />
                {job.location}
              </dd>
            </div>
          )}
          {job.level && (
            <div>
              <dt className="sr-only">{t('jobLevel')}</dt>
              <dd className="flex items-center gap-1.5">
                <LevelIcon className={jobIcon} />
                {job.level}
              </dd>
            </div>
          )}
        </dl>
      )}
      {job.tags.length > 0 && <TagPills tags={job.tags} className="mt-4" />}
      <div className="mt-auto pt-6">
        {/* The link's name is "View Details" plus the job's title, so each one says where it goes. */}
        <Link
          href={routes.careerDetails(String(job.id))}
          id={linkId}
          aria-labelledby={`${linkId} ${titleId}`}
          className={buttonPrimary}
        >
          {t('viewDetails')}
        </Link>
      </div>
    </>
  )
}

/** A job's tags as pills (cards and the detail page). */
export function TagPills({ tags, className = '' }: { tags: string[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          {tag}
        </li>
      ))}
    </ul>
  )
}
