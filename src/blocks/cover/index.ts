import type { SectionKindOf } from '../sectionKind'
import { CoverBlock } from './config'
import { cover } from './fromWire'
import { coverFields } from './wire'

export const section = {
  block: CoverBlock,
  fields: coverFields,
  fromWire: cover,
} satisfies SectionKindOf<'cover'>
