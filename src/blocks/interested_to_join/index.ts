import type { SectionKindOf } from '../sectionKind'
import { InterestedToJoinBlock } from './config'
import { interestedToJoin } from './fromWire'
import { interestedToJoinFields } from './wire'

export const section = {
  block: InterestedToJoinBlock,
  fields: interestedToJoinFields,
  fromWire: interestedToJoin,
} satisfies SectionKindOf<'interested_to_join'>
