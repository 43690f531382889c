import { getTranslations } from 'next-intl/server'

import { JobCardList } from '@/components/JobCard/JobCard'
import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'

/** Job cards chosen by the editor, or the latest openings (spec §2.5). */
export async function JobComponentSection({ section }: SectionProps<'job_component'>) {
  const t = await getTranslations('sections')
  const { header, jobs } = section
  return (
    <Section heading={header}>
      {jobs.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        <JobCardList
          jobs={jobs}
          headingLevel={header ? 'h3' : 'h2'}
          idBase={`jobs-${section.id}`}
        />
      )}
    </Section>
  )
}
