import type { SectionKindOf } from '../sectionKind'
import { FaqBlock } from './config'
import { faq } from './fromWire'
import { faqFields } from './wire'

export const section = {
  block: FaqBlock,
  fields: faqFields,
  fromWire: faq,
} satisfies SectionKindOf<'faq'>
