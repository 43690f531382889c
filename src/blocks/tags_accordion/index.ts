import type { SectionKindOf } from '../sectionKind'
import { TagsAccordionBlock } from './config'
import { tagsAccordion } from './fromWire'
import { tagsAccordionFields } from './wire'

export const section = {
  block: TagsAccordionBlock,
  fields: tagsAccordionFields,
  fromWire: tagsAccordion,
} satisfies SectionKindOf<'tags_accordion'>
