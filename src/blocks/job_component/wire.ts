import type { JobComponentBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Job openings", as the CMS stores them; the wire sends the chosen jobs as
 * its entries (toWire.ts).
 */
export const jobComponentFields = {
  header: true,
  jobs: true,
  limit: true,
} satisfies FieldNames<Stored>

export type JobComponentWire = WireSectionOf<typeof jobComponentFields>
