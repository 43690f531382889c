import type { SectionKindOf } from '../sectionKind'
import { ShortcutsBlock } from './config'
import { shortcuts } from './fromWire'
import { shortcutsFields } from './wire'

export const section = {
  block: ShortcutsBlock,
  fields: shortcutsFields,
  fromWire: shortcuts,
} satisfies SectionKindOf<'shortcuts'>
