import type { SectionKindOf } from '../sectionKind'
import { ContactInformationBlock } from './config'
import { contactInformation } from './fromWire'
import { contactInformationFields } from './wire'

export const section = {
  block: ContactInformationBlock,
  fields: contactInformationFields,
  fromWire: contactInformation,
} satisfies SectionKindOf<'contact_information'>
