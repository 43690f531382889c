import type { Country, Job } from '@/payload-types'

import type { WireJob } from '../wire'
import { type AllLocales, inLocale, type Localized, twin } from './localized'
import { mediaUrl } from './media'
import { populated } from './populated'

export type CountryDoc = AllLocales<Country, 'name'>

type Row<K extends 'tags' | 'area_of_expertise'> = NonNullable<Job[K]>[number]

/** A job as read with `locale: 'all'` and depth 1 (its country and image populated). */
export type JobDoc = AllLocales<
  Omit<Job, 'location' | 'tags' | 'area_of_expertise'>,
  'title' | 'sub_title' | 'level' | 'description' | 'city' | 'region'
> & {
  location: number | CountryDoc
  tags?: AllLocales<Row<'tags'>, 'tag'>[] | null
  area_of_expertise?: AllLocales<Row<'area_of_expertise'>, 'area'>[] | null
}

/** Paragraphs separated by an empty line become the list the spec's description may be. */
function paragraphs(value: Localized<string> | undefined, locale: 'en' | 'ar'): string[] {
  return (inLocale(value, locale) ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

function list<T>(
  rows: T[] | null | undefined,
  pickValue: (row: T) => Localized<string> | undefined,
) {
  const en = (rows ?? [])
    .map((row) => inLocale(pickValue(row), 'en'))
    .filter((v): v is string => Boolean(v))
  const ar = (rows ?? [])
    .map((row) => inLocale(pickValue(row), 'ar'))
    .filter((v): v is string => Boolean(v))
  return { en, ar }
}

export function countryToWire(country: CountryDoc) {
  return { id: country.id, ...twin('name', country.name), code: country.code ?? null }
}

export function jobToWire(job: JobDoc): WireJob {
  const country = populated(job.location)
  const tags = list(job.tags, (row) => row.tag)
  const areas = list(job.area_of_expertise, (row) => row.area)
  return {
    id: job.id,
    image: mediaUrl(job.image),
    ...twin('title', job.title),
    ...twin('sub_title', job.sub_title),
    ...twin('level', job.level),
    ...twin('location', country?.name),
    country_code: country?.code ?? null,
    ...twin('city', job.city),
    ...twin('region', job.region),
    employment_type: job.employment_type ?? null,
    closing_date: job.closing_date ?? null,
    posted_at: job.createdAt ?? null,
    description: paragraphs(job.description, 'en'),
    description_ar: paragraphs(job.description, 'ar'),
    tags: tags.en,
    tags_ar: tags.ar,
    area_of_expertise: areas.en,
    area_of_expertise_ar: areas.ar,
    updated_at: job.updatedAt ?? null,
  }
}
