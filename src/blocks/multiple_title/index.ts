import type { SectionKindOf } from '../sectionKind'
import { MultipleTitleBlock } from './config'
import { multipleTitle } from './fromWire'
import { multipleTitleFields } from './wire'

export const section = {
  block: MultipleTitleBlock,
  fields: multipleTitleFields,
  fromWire: multipleTitle,
} satisfies SectionKindOf<'multiple_title'>
