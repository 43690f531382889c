import type { SectionKindOf } from '../sectionKind'
import { BoardTableBlock } from './config'
import { boardTable } from './fromWire'
import { boardTableFields } from './wire'

export const section = {
  block: BoardTableBlock,
  fields: boardTableFields,
  fromWire: boardTable,
} satisfies SectionKindOf<'board_table'>
