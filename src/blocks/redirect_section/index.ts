import type { SectionKindOf } from '../sectionKind'
import { RedirectSectionBlock } from './config'
import { redirectSection } from './fromWire'
import { redirectSectionFields } from './wire'

export const section = {
  block: RedirectSectionBlock,
  fields: redirectSectionFields,
  fromWire: redirectSection,
} satisfies SectionKindOf<'redirect_section'>
