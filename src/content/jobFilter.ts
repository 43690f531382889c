import type { WireCountry, WireJob } from './wire'
import type { JobFilter } from './sources/types'

const norm = (value: unknown) => (typeof value === 'string' ? value.trim().toLocaleLowerCase() : '')

/**
 * The job filter of spec §3: title is a case-insensitive substring of the title in either language;
 * location is a country, by name in either language or by code. Empty criteria match everything.
 */
export function filterJobs(
  jobs: WireJob[],
  countries: WireCountry[],
  filter: JobFilter = {},
): WireJob[] {
  const title = norm(filter.title)
  const location = norm(filter.location)
  const country = location
    ? countries.find((c) => [c.name, c.name_ar, c.code].some((v) => norm(v) === location))
    : undefined
  return jobs.filter((job) => {
    if (title && ![job.title, job.title_ar].some((t) => norm(t).includes(title))) return false
    if (location) {
      if (!country) return false
      return (
        norm(job.location) === norm(country.name) || norm(job.location_ar) === norm(country.name_ar)
      )
    }
    return true
  })
}
