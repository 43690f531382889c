import { getTranslations } from 'next-intl/server'

import type { JobComponentView } from '@/content/view'
import { Link } from '@/i18n/navigation'
import { Section } from '@/components/ui/Section'
import { buttonPrimary } from '@/components/ui/styles'

/** Job cards, one column for one job and two otherwise, each linking to its details (spec §2.5). */
export async function JobComponentSection({ section }: { section: JobComponentView; priority: boolean }) {
  const t = await getTranslations('sections')
  const { header, jobs } = section
  const Title = header ? 'h3' : 'h2'
  // Ids for aria-labelledby: the section and job ids are stable; anything odd in them is replaced.
  const idBase = `jobs-${section.id}`.replace(/[^\w-]/g, '-')
  return (
    <Section heading={header}>
      {jobs.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        <ul className={`grid grid-cols-1 gap-6 ${jobs.length > 1 ? 'md:grid-cols-2' : ''}`}>
          {jobs.map((job) => {
            const titleId = `${idBase}-${job.id}-title`.replace(/[^\w-]/g, '-')
            const linkId = `${idBase}-${job.id}-link`.replace(/[^\w-]/g, '-')
            return (
              <li key={job.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
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
                          <PinIcon />
                          {job.location}
                        </dd>
                      </div>
                    )}
                    {job.level && (
                      <div>
                        <dt className="sr-only">{t('jobLevel')}</dt>
                        <dd className="flex items-center gap-1.5">
                          <LevelIcon />
                          {job.level}
                        </dd>
                      </div>
                    )}
                  </dl>
                )}
                {job.tags.length > 0 && (
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {job.tags.map((tag) => (
                      <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                        {tag}
                      </li>
                    ))}
                  </ul>
                )}
                <div className="mt-auto pt-6">
                  {/* The link's name is "View Details" plus the job's title, so each one says where it goes. */}
                  <Link
                    href={`/career-details/${encodeURIComponent(job.id)}`}
                    id={linkId}
                    aria-labelledby={`${linkId} ${titleId}`}
                    className={buttonPrimary}
                  >
                    {t('viewDetails')}
                  </Link>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

const iconProps = {
  className: 'h-4 w-4 shrink-0 text-brand-600',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

function LevelIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20v-6M10 20V10M16 20V6M22 20V3" />
    </svg>
  )
}
