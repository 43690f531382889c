import type { Locale } from '@/i18n/locales'

import type { WireObject, WireSection, WireValue } from '../wire'
import { clean, pick } from './text'

export type JobCardView = {
  id: string
  title: string
  subTitle: string
  location: string
  level: string
  tags: string[]
}

export type JobComponentView = {
  kind: 'job_component'
  id: string
  header: string
  jobs: JobCardView[]
}

/** Tags come as a list, or from a foreign server as one comma-separated string (spec §3). */
function tagList(value: WireValue): string[] {
  const parts = Array.isArray(value) ? value.map((tag) => clean(tag)) : clean(value).split(',')
  return parts.map((tag) => tag.trim()).filter(Boolean)
}

function tagsOf(job: WireObject, locale: Locale): string[] {
  const localized = locale === 'ar' ? tagList(job.tags_ar) : tagList(job.tags_en)
  return localized.length ? localized : tagList(job.tags)
}

export function jobComponent(section: WireSection, locale: Locale): JobComponentView | null {
  const jobs = (section.repeatable_content ?? []).flatMap((item): JobCardView[] => {
    const job = item?.content ?? {}
    // The job's own id makes the details link; the item id is the same job on our wire.
    const id = (clean(job.id) || clean(item?.id)).trim()
    if (!id) return []
    return [
      {
        id,
        title: pick(job, 'title', locale),
        subTitle: pick(job, 'sub_title', locale),
        location: pick(job, 'location', locale),
        level: pick(job, 'level', locale),
        tags: tagsOf(job, locale),
      },
    ]
  })
  const header = pick(section.content, 'header', locale)
  // With a heading, no jobs still shows the heading and "No items to display".
  return jobs.length || header ? { kind: 'job_component', id: String(section.id), header, jobs } : null
}
