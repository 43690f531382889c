import type { Payload } from 'payload'

import type { SeedRefs } from './catalogue'
import { countries, type JobSeed, jobs } from './jobs'
import { createBilingual } from './write'

const DAY = 24 * 60 * 60 * 1000
/** Seeded openings close this long after the seed, so that a new site lists open jobs. */
const OPEN_FOR_DAYS = 90

/** Countries by code and jobs by English title: only the missing ones are created. */
export async function seedCareers(
  payload: Payload,
  refs: SeedRefs,
  list: readonly JobSeed[] = jobs,
): Promise<number> {
  const countryIds: Record<string, number> = {}
  for (const country of countries) {
    const { docs } = await payload.find({
      collection: 'countries',
      where: { code: { equals: country.code } },
      limit: 1,
    })
    countryIds[country.code] =
      (docs[0]?.id as number | undefined) ??
      (await createBilingual(payload, 'countries', { code: country.code, name: country.name }))
  }
  let created = 0
  for (const job of list) {
    const { totalDocs } = await payload.count({
      collection: 'jobs',
      where: { title: { equals: job.title.en } },
      locale: 'en',
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await createBilingual(
      payload,
      'jobs',
      {
        title: job.title,
        sub_title: job.sub_title,
        level: job.level,
        location: countryIds[job.country] ?? null,
        city: job.place.city,
        region: job.place.region,
        employment_type: job.employment_type,
        closing_date: new Date(Date.now() + OPEN_FOR_DAYS * DAY).toISOString(),
        image: job.image ? refs.media[job.image] : null,
        description: job.description,
        tags: job.tags.map((tag) => ({ tag })),
        area_of_expertise: job.area_of_expertise.map((area) => ({ area })),
      },
      { publish: true },
    )
    created++
  }
  return created
}
