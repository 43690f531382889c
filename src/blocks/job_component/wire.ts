import { type JobCardView, jobCard } from '@/content/fromWire/job'
import { pick } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'
import { jobToWire } from '@/content/toWire/job'
import { populated } from '@/content/toWire/populated'
import type { JobComponentBlock } from '@/payload-types'

import type { WireSectionOf, WireShape } from '../sectionKind'

export type JobComponentWire = WireSectionOf<'job_component'>

export type { JobCardView }

export type JobComponentView = {
  kind: 'job_component'
  id: string
  header: string
  jobs: JobCardView[]
}

export function jobComponent(section: JobComponentWire, locale: Locale): JobComponentView | null {
  const jobs = (section.repeatable_content ?? []).flatMap((item): JobCardView[] => {
    const card = jobCard(item?.content ?? {}, locale, item?.id)
    return card ? [card] : []
  })
  const header = pick(section.content, 'header', locale)
  // With a heading, no jobs still shows the heading and "No items to display".
  return jobs.length || header
    ? { kind: 'job_component', id: String(section.id), header, jobs }
    : null
}

/** The section's items are the jobs it lists, each as `/api/jobs` sends it. */
export function jobComponentToWire({ content }: WireShape, block: JobComponentBlock): WireShape {
  return {
    content,
    items: (block.jobs ?? [])
      .flatMap((job) => populated(job) ?? [])
      .map((job) => ({ id: job.id, content: jobToWire(job) })),
  }
}
