import type { JobDetailView } from '@/content/fromWire/job'

/** JobPosting structured data (docs/architecture.md §6), so search engines can list the opening. */
export function jobPostingJsonLd(
  job: JobDetailView,
  url: string,
  brand: string,
): Record<string, unknown> {
  const description = Array.isArray(job.description)
    ? job.description.join('\n\n')
    : job.description
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    url,
    ...(job.updatedAt ? { datePosted: job.updatedAt } : {}),
    hiringOrganization: { '@type': 'Organization', name: brand },
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressCountry: job.location },
          },
        }
      : {}),
  }
}
