import type { JobDetailView } from '@/content/fromWire/job'

/** The calendar day of an ISO time in Riyadh, as `YYYY-MM-DD`. */
const riyadhDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' })

/** The end of the closing day in Riyadh: a job closing on the 31st takes applications all day. */
function endOfDayInRiyadh(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : `${riyadhDay.format(date)}T23:59:59+03:00`
}

/**
 * JobPosting structured data (docs/architecture.md §6) with the properties Google's job listings
 * require and recommend: when it was posted and closes, how one is employed, who hires (with the
 * mark the site's icon is) and where, by city, region and ISO country code.
 */
export function jobPostingJsonLd(
  job: JobDetailView,
  url: string,
  site: string,
  brand: string,
): Record<string, unknown> {
  const description = Array.isArray(job.description)
    ? job.description.join('\n\n')
    : job.description
  const datePosted = job.postedAt ?? job.updatedAt
  const validThrough = job.closingDate && endOfDayInRiyadh(job.closingDate)
  const { city, region, countryCode } = job.place
  const address = {
    ...(city && { addressLocality: city }),
    ...(region && { addressRegion: region }),
    ...(countryCode && { addressCountry: countryCode }),
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    url,
    ...(datePosted && { datePosted }),
    ...(validThrough && { validThrough }),
    ...(job.employmentType && { employmentType: job.employmentType }),
    hiringOrganization: {
      '@type': 'Organization',
      name: brand,
      sameAs: site,
      logo: `${site}/icon.svg`,
    },
    // The site takes applications itself (the application form).
    directApply: true,
    ...(Object.keys(address).length > 0 && {
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', ...address } },
    }),
  }
}
