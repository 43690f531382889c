import type { AnnualReportsBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Financial reports table", as the CMS stores them; the wire also sends
 * each year's `quarters` (toWire.ts).
 */
export const annualReportsFields = {
  header: true,
  items: {
    year: true,
    year_ar: true,
    yearly: true,
    yearly_ar: true,
    q1: true,
    q1_ar: true,
    q2: true,
    q2_ar: true,
    q3: true,
    q3_ar: true,
    q4: true,
    q4_ar: true,
  },
} satisfies FieldNames<Stored>

export type AnnualReportsWire = WireSectionOf<typeof annualReportsFields>
