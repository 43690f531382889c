import type { SectionKindOf } from '../sectionKind'
import { ChecklistBlock } from './config'
import { checklist } from './fromWire'
import { checklistFields } from './wire'

export const section = {
  block: ChecklistBlock,
  fields: checklistFields,
  fromWire: checklist,
} satisfies SectionKindOf<'checklist'>
