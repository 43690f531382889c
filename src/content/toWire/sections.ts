import type { ArrayField, Block, Field } from 'payload'

import { sectionBlocks } from '@/blocks'

import type { WireObject, WireSection } from '../wire'
import { type DocData, fieldsToWire } from './fields'
import { type JobDoc, jobToWire } from './job'

/** A section block as Payload returns it with `locale: 'all'`, uploads and jobs populated. */
export type SectionBlockDoc = { id?: string | null; blockType: string } & DocData

const blocksBySlug = new Map<string, Block>(sectionBlocks.map((block) => [block.slug, block]))

const isItems = (field: Field): field is ArrayField => field.type === 'array' && field.name === 'items'

type Shaped = { content: WireObject; items: WireObject[] }

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const

/**
 * Where a section kind's wire shape differs from its fields. Everything else is mapped by the
 * fields themselves.
 */
const reshape: Record<string, (shaped: Shaped, block: SectionBlockDoc) => Shaped> = {
  // Spec §2.5: quarters as {name, url}; in Arabic the second entry of a quarter is the Arabic file.
  annual_reports: ({ content, items }) => ({
    content,
    items: items.map((item) => ({
      ...item,
      quarters: QUARTERS.flatMap((q) =>
        [item[q], item[`${q}_ar`]].filter(Boolean).map((url) => ({ name: q.toUpperCase(), url })),
      ),
    })),
  }),
  // The spec's form fields are named with hyphens, which the database cannot use.
  form: ({ content, items }) => ({
    content,
    items: items.map(({ input_label, input_label_ar, input_text, input_text_ar, ...rest }) => ({
      ...rest,
      'input-label': input_label,
      'input-label_ar': input_label_ar,
      'input-text': input_text,
      'input-text_ar': input_text_ar,
    })),
  }),
  job_component: ({ content }, block) => ({
    content,
    items: ((block.jobs as JobDoc[] | null) ?? [])
      .filter((job): job is JobDoc => typeof job === 'object' && job !== null)
      .map((job) => jobToWire(job) as unknown as WireObject),
  }),
}

/** Maps one CMS block to a wire section; `order` is its position on the page. */
export function sectionToWire(block: SectionBlockDoc, index: number): WireSection | null {
  const config = blocksBySlug.get(block.blockType)
  if (!config) return null
  const itemsField = config.fields.find(isItems)
  const contentFields = config.fields.filter((field) => !isItems(field))
  let shaped: Shaped = {
    content: fieldsToWire(contentFields, block),
    items: itemsField
      ? ((block.items as DocData[] | null) ?? []).map((row) => fieldsToWire(itemsField.fields, row))
      : [],
  }
  shaped = reshape[block.blockType]?.(shaped, block) ?? shaped
  const id = block.id ?? `${block.blockType}-${index}`
  return {
    id,
    order: index,
    section: { name: block.blockType },
    content: shaped.content,
    repeatable_content: shaped.items.map((content, i) => ({
      id: (block.items as DocData[] | undefined)?.[i]?.id as string | undefined ?? (content.id as string | undefined) ?? `${id}-${i}`,
      content,
    })),
  }
}
