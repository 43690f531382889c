import type { Block } from 'payload'

import type { WireObject, WireSection, WireValue } from '@/content/wire'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/**
 * A section block of a page, as Payload types it. Read with `locale: 'all'`, its text arrives as
 * `{ en, ar }`; `fieldsToWire` reads it by its config, which handles both.
 */
export type SectionBlock = NonNullable<Page['sections']>[number]

/** The kinds' names on the wire: the slugs of the section blocks. */
export type SectionKindName = SectionBlock['blockType']

/** A section of one kind, as Payload's generated types store it. */
export type StoredSection<Kind extends SectionKindName> = Extract<SectionBlock, { blockType: Kind }>

/** The names of a stored object's data fields (a group or a row of a list as well as a block). */
type DataNames<T> = Exclude<keyof T, 'id' | 'blockName' | 'blockType'> & string

/** The fields of each row of a kind's list `items`, which the wire sends as `repeatable_content`. */
type ItemNames<Stored> = Stored extends { items?: infer Items }
  ? NonNullable<Items> extends readonly (infer Row)[]
    ? DataNames<Row>
    : never
  : never

/** The named fields of one wire object, each a value as any server may send it. */
export type WireFields<Name extends string> = { [N in Name]?: WireValue }

/**
 * Names a server speaking the contract may send for a kind besides its own fields (spec §3: a
 * list inside the content rather than `repeatable_content`, another name for the same field).
 */
type Also = { content?: string; items?: string }

/**
 * A section of one kind as the wire sends it, its names those of the kind's block as Payload's
 * generated types have them: its list `items` becomes `repeatable_content`, its other fields are
 * `content`. A field renamed or removed in the block config (and the types regenerated) is a type
 * error in the mapper that reads it; reading a name the block does not have is one too.
 */
export type WireSectionOf<
  Kind extends SectionKindName,
  More extends Also = { content: never; items: never },
> = Omit<WireSection, 'content' | 'repeatable_content'> & {
  content: WireFields<
    Exclude<DataNames<StoredSection<Kind>>, 'items'> | NonNullable<More['content']>
  >
  repeatable_content: {
    id: string | number
    content: WireFields<ItemNames<StoredSection<Kind>> | NonNullable<More['items']>>
  }[]
}

/**
 * The fields of a group, or of each row of a list, nested in a block as Payload stores it
 * (`WireFieldsOf<Stored['tags']>`).
 */
export type WireFieldsOf<Stored> = WireFields<
  DataNames<NonNullable<Stored> extends readonly (infer Row)[] ? Row : NonNullable<Stored>>
>

/** The fields of one entry of a kind's `repeatable_content`. */
export type WireItemOf<Section extends { repeatable_content: { content: object }[] }> =
  Section['repeatable_content'][number]['content']

/** A section's content and its repeated items, each item with the id it keeps on the wire. */
export type WireShape = {
  content: WireObject
  items: { id: string | number; content: WireObject }[]
}

/**
 * Everything about one section kind, from its folder's `config.ts`: the block an editor adds to a
 * page (its fields are what the wire sends), the view a visitor's page is drawn from, and, where
 * the wire's shape differs from the fields (spec §2.5), how to reshape them. Its component is
 * listed in `renderers.ts`: components cannot load where the CMS config does (the Payload CLI).
 */
export type SectionKindOf<Kind extends SectionKindName> = {
  /** Its slug is the kind's name on the wire (a unit test checks it). */
  block: Block
  fromWire: (section: WireSection, locale: Locale) => { kind: Kind } | null
  toWire?: (shaped: WireShape, block: StoredSection<Kind>) => WireShape
}
