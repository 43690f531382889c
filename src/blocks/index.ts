import type { Block } from 'payload'

import { sectionGroups } from './groups'
import * as kinds from './kinds'
import type { SectionKindOf } from './sectionKind'

/** Every section kind by its name on the wire (kinds.ts); each entry is checked against its name. */
export const sectionKinds: { [Kind in keyof typeof kinds]: SectionKindOf<Kind> } = kinds

export type SectionKind = keyof typeof kinds

/** What each kind's mapper makes of a wire section: the views a page's sections are drawn from. */
export type SectionView = {
  [Kind in SectionKind]: NonNullable<ReturnType<(typeof kinds)[Kind]['fromWire']>>
}[SectionKind]

/** The wire's section names, which are the blocks' slugs. */
export const sectionNames = Object.keys(sectionKinds) as SectionKind[]

const groupOrder: unknown[] = Object.values(sectionGroups)
const groupOf = (block: Block) => groupOrder.indexOf(block.admin?.group)

/** Every section kind an editor can add to a page (spec §2.5), group by group (groups.ts). */
export const sectionBlocks: Block[] = Object.values(sectionKinds)
  .map((kind) => kind.block)
  .sort((a, b) => groupOf(a) - groupOf(b))
