import type { SectionKindOf } from '../sectionKind'
import { CustomerRightsSectionBlock } from './config'
import { customerRightsSection } from './fromWire'
import { customerRightsSectionFields } from './wire'

export const section = {
  block: CustomerRightsSectionBlock,
  fields: customerRightsSectionFields,
  fromWire: customerRightsSection,
} satisfies SectionKindOf<'customer_rights_section'>
