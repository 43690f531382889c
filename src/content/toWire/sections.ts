import type { ArrayField, Block, Field } from 'payload'

import { sectionBlocks } from '@/blocks'

import type { WireObject, WireSection } from '../wire'
import { type DocData, fieldsToWire } from './fields'
import { type JobDoc, jobToWire } from './job'

/** A section block as Payload returns it with `locale: 'all'`, uploads and jobs populated. */
export type SectionBlockDoc = { id?: string | null; blockType: string } & DocData

const blocksBySlug = new Map<string, Block>(sectionBlocks.map((block) => [block.slug, block]))

const isItems = (field: Field): field is ArrayField => field.type === 'array' && field.name === 'items'

/** A section's content and its repeated items, each item with the id it keeps on the wire. */
type Shaped = { content: WireObject; items: { id: string | number; content: WireObject }[] }

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const

/**
 * Where a section kind's wire shape differs from its fields. Everything else is mapped by the
 * fields themselves.
 */
const reshape: Record<string, (shaped: Shaped, block: SectionBlockDoc) => Shaped> = {
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
    items: items.map(({ id, content: { input_label, input_label_ar, input_text, input_text_ar, ...rest } }) => ({
      id,
      content: {
        ...rest,
        'input-label': input_label,
        'input-label_ar': input_label_ar,
        'input-text': input_text,
        'input-text_ar': input_text_ar,
      },
    })),
  }),
  job_component: ({ content }, block) => ({
    content,
    items: ((block.jobs as JobDoc[] | null) ?? [])
      .filter((job): job is JobDoc => typeof job === 'object' && job !== null)
      .map((job) => ({ id: job.id, content: jobToWire(job) as unknown as WireObject })),
  }),
}

/** Maps one CMS block to a wire section; `order` is its position on the page. */
export function sectionToWire(block: SectionBlockDoc, index: number): WireSection | null {
  const config = blocksBySlug.get(block.blockType)
  if (!config) return null
  const id = block.id ?? `${block.blockType}-${index}`
  const itemsField = config.fields.find(isItems)
  const rows = itemsField ? ((block.items as DocData[] | null) ?? []) : []
  const shaped: Shaped = {
    content: fieldsToWire(config.fields.filter((field) => !isItems(field)), block),
    items: rows.map((row, i) => ({
      id: (row.id as string | undefined) ?? `${id}-${i}`,
      content: fieldsToWire(itemsField!.fields, row),
    })),
  }
  const { content, items } = reshape[block.blockType]?.(shaped, block) ?? shaped
  return { id, order: index, section: { name: block.blockType }, content, repeatable_content: items }
}
