import type { SectionKindOf } from '../sectionKind'
import { CardBlock } from './config'
import { card } from './fromWire'
import { cardFields } from './wire'

export const section = {
  block: CardBlock,
  fields: cardFields,
  fromWire: card,
} satisfies SectionKindOf<'card'>
