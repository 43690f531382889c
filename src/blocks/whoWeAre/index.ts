import type { SectionKindOf } from '../sectionKind'
import { WhoWeAreBlock } from './config'
import { whoWeAre } from './fromWire'
import { whoWeAreFields } from './wire'

export const section = {
  block: WhoWeAreBlock,
  fields: whoWeAreFields,
  fromWire: whoWeAre,
} satisfies SectionKindOf<'whoWeAre'>
