import type { Block } from 'payload'

import type { WireObject, WireSection, WireValue } from '@/content/wire'
import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/**
 * A section block of a page, as Payload types it. Read with `locale: 'all'`, its text arrives as
 * `{ en, ar }`; `fieldsToWire` reads it by its config, which handles both.
 */
export type SectionBlock = NonNullable<Page['sections']>[number]

/** A field's entry: a group or a list of rows names its own fields; anything else is `true`. */
type Entry<V> = [V] extends [{ root: unknown }] // rich text
  ? true
  : number extends V // an upload or relationship: the related document or its id
    ? true
    : [V] extends [readonly (infer Row)[]]
      ? number extends Row
        ? true
        : [Row] extends [object]
          ? FieldNames<Row>
          : true
      : [V] extends [object]
        ? FieldNames<V>
        : true

/**
 * Every data field of a type generated from a block config, none left out and none it does not
 * have. A kind's table of wire fields satisfies this for its block's generated type, so a field
 * renamed or removed in the config (and the types regenerated) no longer type-checks there, nor in
 * the mapper that reads it; a unit test keeps each table equal to its config.
 */
export type FieldNames<T> = {
  [K in Exclude<keyof T, 'id' | 'blockName' | 'blockType'>]-?: Entry<NonNullable<T[K]>>
}

/** The named fields of one wire object, each a value as any server may send it. */
export type WireFields<Name extends string> = { [N in Name]?: WireValue }

/**
 * Names a server speaking the contract may send for a kind besides its own fields (spec §3: a
 * list inside the content rather than `repeatable_content`, another name for the same field).
 */
type Also = { content?: string; items?: string }

/**
 * A section of one kind as the wire sends it, typed by the kind's table of fields: the table's
 * `items` are the fields of each entry of `repeatable_content`, its other fields are `content`.
 * Reading a name the table does not have is a type error.
 */
export type WireSectionOf<Fields, More extends Also = { content: never; items: never }> = Omit<
  WireSection,
  'content' | 'repeatable_content'
> & {
  content: WireFields<(Exclude<keyof Fields, 'items'> & string) | NonNullable<More['content']>>
  repeatable_content: {
    id: string | number
    content: WireFields<
      | (Fields extends { items: infer Item } ? keyof Item & string : never)
      | NonNullable<More['items']>
    >
  }[]
}

/** The fields of a group or of a row of a list nested in a kind's table (`socialMedia.socialLinks`). */
export type WireFieldsOf<Table> = WireFields<keyof Table & string>

/** The fields of one entry of a kind's `repeatable_content`. */
export type WireItemOf<Section extends { repeatable_content: { content: object }[] }> =
  Section['repeatable_content'][number]['content']

/** A section's content and its repeated items, each item with the id it keeps on the wire. */
export type WireShape = {
  content: WireObject
  items: { id: string | number; content: WireObject }[]
}

/**
 * Everything about one section kind, from its folder: the block an editor adds to a page, the
 * fields it sends on the wire, the view a visitor's page is drawn from, and, where the wire's
 * shape differs from the fields (spec §2.5), how to reshape them. Its component is listed in
 * `renderers.ts`: components cannot load where the CMS config does (the Payload CLI).
 */
export type SectionKindOf<Kind extends string> = {
  /** Its slug is the kind's name on the wire (a unit test checks it). */
  block: Block
  fields: FieldNames<Extract<SectionBlock, { blockType: Kind }>>
  fromWire: (section: WireSection, locale: Locale) => { kind: Kind } | null
  toWire?: (shaped: WireShape, block: Extract<SectionBlock, { blockType: Kind }>) => WireShape
}
