import type { InsurancePlansReportBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Plan comparison table", as the CMS stores them and the wire sends them.
 */
export const insurancePlansReportFields = {
  header: true,
  items: { title: true, plan1: true, plan2: true, plan3: true },
} satisfies FieldNames<Stored>

export type InsurancePlansReportWire = WireSectionOf<typeof insurancePlansReportFields>
