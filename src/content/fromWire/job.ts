import type { Locale } from '@/i18n/locales'

import type { WireCountry, WireObject, WireValue } from '../wire'
import { clean, pick } from './text'

/** What a job card shows (the job list and the job_component section). */
export type JobCardView = {
  id: string
  title: string
  subTitle: string
  location: string
  level: string
  tags: string[]
}

/** The job detail page (spec §2.6). */
export type JobDetailView = JobCardView & {
  image: string | null
  /** A list of paragraphs, or one text (spec §3). */
  description: string[] | string
  areas: string[]
  /** ISO time of the last change, or null. */
  updatedAt: string | null
  /** Where and how the job is, for search engines (JobPosting); empty where the server says not. */
  place: { city: string; region: string; countryCode: string }
  /** schema.org's employment type (`FULL_TIME`, …), or null. */
  employmentType: string | null
  /** ISO time of the last day to apply, or null. */
  closingDate: string | null
  /** ISO time the job was first posted, or null. */
  postedAt: string | null
}

export type CountryOptionView = { value: string; label: string }

/** Tags come as a list, or from a foreign server as one comma-separated string (spec §3). */
function tagList(value: WireValue): string[] {
  const parts = Array.isArray(value) ? value.map((tag) => clean(tag)) : clean(value).split(',')
  return parts.map((tag) => tag.trim()).filter(Boolean)
}

function tagsOf(job: WireObject, locale: Locale): string[] {
  const localized = locale === 'ar' ? tagList(job.tags_ar) : tagList(job.tags_en)
  return localized.length ? localized : tagList(job.tags)
}

function textList(value: WireValue): string[] {
  return Array.isArray(value) ? value.map((item) => clean(item).trim()).filter(Boolean) : []
}

/** The field's list in the visitor's language, the English one when the Arabic is empty. */
function listOf(job: WireObject, key: string, locale: Locale): string[] {
  const localized = locale === 'ar' ? textList(job[`${key}_ar`]) : []
  return localized.length ? localized : textList(job[key])
}

function descriptionOf(job: WireObject, locale: Locale): string[] | string {
  const value =
    locale === 'ar' && hasText(job.description_ar) ? job.description_ar : job.description
  return Array.isArray(value) ? textList(value) : clean(value).trim()
}

function hasText(value: WireValue): boolean {
  return Array.isArray(value) ? textList(value).length > 0 : clean(value).trim() !== ''
}

/** A job's card, or null without an id (it could not link to its details). */
export function jobCard(
  job: WireObject,
  locale: Locale,
  fallbackId?: WireValue,
): JobCardView | null {
  // The job's own id makes the details link; a section item's id is the same job on our wire.
  const id = (clean(job.id) || clean(fallbackId)).trim()
  if (!id) return null
  return {
    id,
    title: pick(job, 'title', locale),
    subTitle: pick(job, 'sub_title', locale),
    location: pick(job, 'location', locale),
    level: pick(job, 'level', locale),
    tags: tagsOf(job, locale),
  }
}

export function jobDetail(job: WireObject, locale: Locale): JobDetailView | null {
  const card = jobCard(job, locale)
  if (!card) return null
  const image = clean(job.image).trim()
  const updatedAt = clean(job.updated_at).trim()
  return {
    ...card,
    image: image || null,
    description: descriptionOf(job, locale),
    areas: listOf(job, 'area_of_expertise', locale),
    updatedAt: updatedAt || null,
    place: {
      city: pick(job, 'city', locale),
      region: pick(job, 'region', locale),
      countryCode: clean(job.country_code).trim(),
    },
    employmentType: clean(job.employment_type).trim() || null,
    closingDate: clean(job.closing_date).trim() || null,
    postedAt: clean(job.posted_at).trim() || null,
  }
}

/**
 * The Location dropdown (spec §2.6): countries by name in the visitor's language. The value is the
 * English name, which is what the job API's `location` filter takes (spec §3).
 */
export function countryOptions(countries: WireCountry[], locale: Locale): CountryOptionView[] {
  return countries.flatMap((country) => {
    const value = clean(country.name).trim() || clean(country.code).trim()
    const label =
      (locale === 'ar' ? clean(country.name_ar).trim() : '') || clean(country.name).trim()
    return value && label ? [{ value, label }] : []
  })
}
