import type { Block } from 'payload'

import { sectionGroups } from './groups'
import * as kinds from './kinds'
import type { SectionKindOf } from './sectionKind'

type Mapper = (section: never, locale: never) => unknown
type InputOf<Definition extends { fromWire: Mapper }> = Parameters<Definition['fromWire']>[0]

/**
 * Whether a kind's mapper takes the section typed by the kind's own table (`WireSectionOf`, with
 * each of the table's names), not any wire section: a mapper that took `WireSection` could read
 * names no table has. Nothing when it does; otherwise a requirement no definition meets.
 */
type ReadsItsTable<Definition extends { fields: object; fromWire: Mapper }> =
  InputOf<Definition> extends {
    content: infer Content
    repeatable_content: (infer Item extends { content: unknown })[]
  }
    ? string extends keyof Content
      ? { fromWire: 'takes WireSectionOf<its table>' }
      : [Exclude<keyof Definition['fields'], 'items' | keyof Content>] extends [never]
        ? Definition['fields'] extends { items: infer Items }
          ? [Exclude<keyof Items, keyof Item['content']>] extends [never]
            ? unknown
            : { fromWire: 'takes WireSectionOf<its own table>' }
          : unknown
        : { fromWire: 'takes WireSectionOf<its own table>' }
    : { fromWire: 'takes WireSectionOf<its table>' }

/**
 * Every section kind by its name on the wire (kinds.ts); each entry is checked against its name,
 * and its mapper against its table of fields.
 */
export const sectionKinds: {
  [Kind in keyof typeof kinds]: SectionKindOf<Kind> & ReadsItsTable<(typeof kinds)[Kind]>
} = kinds

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
