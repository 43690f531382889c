import type { Block } from 'payload'

import { sectionGroups } from './groups'
import * as kinds from './kinds'
import { sectionPictureURL } from './pictures/address.mjs'
import type { SectionKindName, SectionKindOf, WireSectionOf } from './sectionKind'

type Mapper = (section: never, locale: never) => unknown
type ContentOf<Section> = Section extends { content: infer Content } ? Content : never

/**
 * Whether a kind's mapper takes the section typed by its own block (`WireSectionOf<its name>`),
 * not any wire section: a mapper that took `WireSection` could read names its block does not
 * have. Nothing when it does; otherwise a requirement no definition meets.
 */
type ReadsItsBlock<Kind extends SectionKindName, Definition extends { fromWire: Mapper }> =
  ContentOf<Parameters<Definition['fromWire']>[0]> extends infer Content
    ? string extends keyof Content
      ? { fromWire: 'takes WireSectionOf<its name>' }
      : [Exclude<keyof ContentOf<WireSectionOf<Kind>>, keyof Content>] extends [never]
        ? unknown
        : { fromWire: 'takes WireSectionOf<its own name>' }
    : never

/**
 * Every section kind by its name on the wire (kinds.ts); each entry is checked against its name,
 * and its mapper against its block's fields.
 */
export const sectionKinds: {
  [Kind in keyof typeof kinds]: SectionKindOf<Kind> & ReadsItsBlock<Kind, (typeof kinds)[Kind]>
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

/**
 * Every section kind an editor can add to a page (spec §2.5), group by group (groups.ts), each
 * shown in the block chooser by a picture of the section itself (pictures/). The picture is set on
 * the kind's own block, not a copy: Payload completes these objects in place, and the content
 * pipeline reads the completed fields (tests/int/wire-identity).
 */
export const sectionBlocks: Block[] = Object.values(sectionKinds)
  .map((kind) =>
    Object.assign(kind.block, { imageURL: sectionPictureURL(kind.block.slug), imageAltText: '' }),
  )
  .sort((a, b) => groupOf(a) - groupOf(b))
