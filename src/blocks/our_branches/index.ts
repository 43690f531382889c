import type { SectionKindOf } from '../sectionKind'
import { OurBranchesBlock } from './config'
import { ourBranches } from './fromWire'
import { ourBranchesFields } from './wire'

export const section = {
  block: OurBranchesBlock,
  fields: ourBranchesFields,
  fromWire: ourBranches,
} satisfies SectionKindOf<'our_branches'>
