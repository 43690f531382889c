import type { CustomerRightsSectionBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Documents to download", as the CMS stores them and the wire sends them.
 */
export const customerRightsSectionFields = {
  header: true,
  description: true,
  items: { pdfTitle: true, pdf: true, pdf_ar: true },
} satisfies FieldNames<Stored>

export type CustomerRightsSectionWire = WireSectionOf<typeof customerRightsSectionFields>
