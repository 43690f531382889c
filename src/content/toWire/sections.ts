import type { ArrayField, Block, Field } from 'payload'

import { sectionBlocks } from '@/blocks'
import type { Page } from '@/payload-types'

import type { WireObject, WireSection } from '../wire'
import { fieldsToWire, rowId, valueOf } from './fields'
import { jobToWire } from './job'
import { populated } from './populated'

/**
 * A section block of a page, as Payload types it. Read with `locale: 'all'`, its text arrives as
 * `{ en, ar }`; `fieldsToWire` reads it by its config, which handles both.
 */
export type SectionBlock = NonNullable<Page['sections']>[number]

/**
 * A block as stored, of any kind: a page saved before a section kind was removed still holds it.
 * Its fields are read by the names its kind's config gives them.
 */
export type StoredBlock = { id?: string | null; blockType: string; [field: string]: unknown }

const blocksBySlug = new Map<string, Block>(sectionBlocks.map((block) => [block.slug, block]))

/** A stored block whose kind the config still has is a block of that kind. */
const isSection = (block: SectionBlock | StoredBlock): block is SectionBlock =>
  blocksBySlug.has(block.blockType)

const isItems = (field: Field): field is ArrayField =>
  field.type === 'array' && field.name === 'items'

/** A section's content and its repeated items, each item with the id it keeps on the wire. */
type Shaped = { content: WireObject; items: { id: string | number; content: WireObject }[] }

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const

/**
 * Where a section kind's wire shape differs from its fields. Everything else is mapped by the
 * fields themselves.
 */
const reshape: Partial<
  Record<SectionBlock['blockType'], (shaped: Shaped, block: SectionBlock) => Shaped>
> = {
  // Spec §2.5: quarters as {name, url}; in Arabic the second entry of a quarter is the Arabic file.
  annual_reports: ({ content, items }) => ({
    content,
    items: items.map(({ id, content: item }) => ({
      id,
      content: {
        ...item,
        quarters: QUARTERS.flatMap((q) =>
          [item[q], item[`${q}_ar`]].filter(Boolean).map((url) => ({ name: q.toUpperCase(), url })),
        ),
      },
    })),
  }),
  // The spec's form fields are named with hyphens, which the database cannot use.
  form: ({ content, items }) => ({
    content,
    items: items.map(
      ({ id, content: { input_label, input_label_ar, input_text, input_text_ar, ...rest } }) => ({
        id,
        content: {
          ...rest,
          'input-label': input_label,
          'input-label_ar': input_label_ar,
          'input-text': input_text,
          'input-text_ar': input_text_ar,
        },
      }),
    ),
  }),
  job_component: ({ content }, block) => ({
    content,
    items: (block.blockType === 'job_component' ? (block.jobs ?? []) : [])
      .flatMap((job) => populated(job) ?? [])
      .map((job) => ({ id: job.id, content: jobToWire(job) })),
  }),
}

/** Maps one CMS block to a wire section; `order` is its position on the page. */
export function sectionToWire(
  block: SectionBlock | StoredBlock,
  index: number,
): WireSection | null {
  const config = blocksBySlug.get(block.blockType)
  if (!config || !isSection(block)) return null
  const id = block.id ?? `${block.blockType}-${index}`
  const itemsField = config.fields.find(isItems)
  const rows = itemsField ? valueOf(block, 'items') : null
  const shaped: Shaped = {
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
  const { content, items } = reshape[block.blockType]?.(shaped, block) ?? shaped
  return {
    id,
    order: index,
    section: { name: block.blockType },
    content,
    repeatable_content: items,
  }
}
