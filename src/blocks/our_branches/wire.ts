import type { OurBranchesBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Branches and map", as the CMS stores them and the wire sends them. */
export const ourBranchesFields = {
  header: true,
  items: {
    branchTitle: true,
    location: true,
    address: true,
    poBox: true,
    phone: true,
    fax: true,
    iframeUrl: true,
  },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type OurBranchesWire = WireSectionOf<
  typeof ourBranchesFields,
  { content: 'title'; items: 'title' | 'branch-title' | 'po-Box' | 'map-location-url' }
>
