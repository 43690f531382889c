import type { ArrayField, Field } from 'payload'

import { sectionKinds } from '@/blocks'
import type { SectionBlock, WireShape } from '@/blocks/sectionKind'

import type { WireSection } from '../wire'
import { fieldsToWire, rowId, valueOf } from './fields'

/**
 * A block as stored, of any kind: a page saved before a section kind was removed still holds it.
 * Its fields are read by the names its kind's config gives them.
 */
export type StoredBlock = { id?: string | null; blockType: string; [field: string]: unknown }

/** A stored block whose kind the config still has is a block of that kind. */
const isSection = (block: SectionBlock | StoredBlock): block is SectionBlock =>
  Object.hasOwn(sectionKinds, block.blockType)

/** The kind's reshaping of its fields where the wire's shape differs (spec §2.5), if any. */
type AnyReshape = (shaped: WireShape, block: SectionBlock) => WireShape

const isItems = (field: Field): field is ArrayField =>
  field.type === 'array' && field.name === 'items'

/** Maps one CMS block to a wire section; `order` is its position on the page. */
export function sectionToWire(
  block: SectionBlock | StoredBlock,
  index: number,
): WireSection | null {
  if (!isSection(block)) return null
  const kind = sectionKinds[block.blockType]
  const config = kind.block
  const id = block.id ?? `${block.blockType}-${index}`
  const itemsField = config.fields.find(isItems)
  const rows = itemsField ? valueOf(block, 'items') : null
  const shaped: WireShape = {
    content: fieldsToWire(
      config.fields.filter((field) => !isItems(field)),
      block,
    ),
    items:
      itemsField && Array.isArray(rows)
        ? rows.map((row, i) => ({
            id: rowId(row) ?? `${id}-${i}`,
            content: fieldsToWire(itemsField.fields, row),
          }))
        : [],
  }
  // Each kind's reshaping takes its own kind of block, which `blockType` chose above.
  const reshape = 'toWire' in kind ? (kind.toWire as AnyReshape) : undefined
  const { content, items } = reshape?.(shaped, block) ?? shaped
  return {
    id,
    order: index,
    section: { name: block.blockType },
    content,
    repeatable_content: items,
  }
}
