import type { Field } from 'payload'

import type { Bi } from '@/fields'
import { type Locale, localeCodes } from '@/i18n/locales'

/** A text a page has in one language and lacks in the other, named as the editor sees it. */
export type Gap = { path: string; label: Bi }

/** What each language lacks that the other has. */
export type TranslationGaps = Record<Locale, Gap[]>

export type TranslationStatus = 'complete' | 'missing-ar' | 'missing-en' | 'missing-both'

type Values = Record<string, unknown>

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether rich text (Lexical's stored state) has any text in it. */
function richTextHasText(node: unknown): boolean {
  if (!isValues(node)) return false
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  const children = isValues(node.root) ? [node.root] : node.children
  return Array.isArray(children) && children.some(richTextHasText)
}

const hasText = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : richTextHasText(value)

const isLocalizedText = (field: Field) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'richText') &&
  field.localized === true

function labelOf(field: { label?: unknown; name?: string }, fallback: string): Bi {
  const label = field.label
  if (isValues(label) && typeof label.en === 'string' && typeof label.ar === 'string')
    return { en: label.en, ar: label.ar }
  const text = typeof label === 'string' ? label : (field.name ?? fallback)
  return { en: text, ar: text }
}

const numbered = (label: Bi, index: number): Bi => ({
  en: `${label.en} ${index + 1}`,
  ar: `${label.ar} ${index + 1}`,
})

const joined = (trail: Bi[]): Bi => ({
  en: trail.map((part) => part.en).join(' › '),
  ar: trail.map((part) => part.ar).join(' › '),
})

type Walk = {
  /** The language being saved. */
  locale: Locale
  gaps: TranslationGaps
}

/**
 * Walks a document's fields as a save sees them: `saved` holds the values of the language being
 * saved (the editor's form; a field it lacks keeps what is stored), `stored` the document as it is
 * stored, every language of a translated field side by side (`{ en, ar }`). Rows of lists and
 * sections are matched by their id, so a section added in this save lacks the other language.
 */
function walk(
  fields: Field[],
  saved: Values | undefined,
  stored: Values | undefined,
  trail: Bi[],
  path: string,
  context: Walk,
): void {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      walk(field.fields, saved, stored, trail, path, context)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        if (!('name' in tab)) walk(tab.fields, saved, stored, trail, path, context)
      continue
    }
    if (!('name' in field)) continue
    const name = field.name
    const inSave = saved !== undefined && name in saved
    const here = `${path}${name}`
    const label = [...trail, labelOf(field, name)]
    if (isLocalizedText(field)) {
      const values: Values = { ...(isValues(stored?.[name]) ? stored[name] : {}) }
      if (inSave) values[context.locale] = saved[name]
      for (const locale of localeCodes)
        if (!hasText(values[locale]) && localeCodes.some((other) => hasText(values[other])))
          context.gaps[locale].push({ path: here, label: joined(label) })
    } else if (field.type === 'group') {
      const inner = (source: Values | undefined) =>
        isValues(source?.[name]) ? (source[name] as Values) : undefined
      walk(
        field.fields,
        inSave ? (inner(saved) ?? {}) : undefined,
        inner(stored),
        label,
        `${here}.`,
        context,
      )
    } else if (field.type === 'array' || field.type === 'blocks') {
      const rows = (source: Values | undefined) =>
        Array.isArray(source?.[name]) ? (source[name] as unknown[]).filter(isValues) : []
      const storedRows = rows(stored)
      const savedRows = inSave ? rows(saved) : storedRows
      savedRows.forEach((row, index) => {
        const storedRow = storedRows.find((candidate) => row.id && candidate.id === row.id)
        const block =
          field.type === 'blocks' ? field.blocks.find((b) => b.slug === row.blockType) : undefined
        if (field.type === 'blocks' && !block) return
        const rowLabel =
          field.type === 'blocks'
            ? numbered(labelOf({ label: block!.labels?.singular }, block!.slug), index)
            : numbered(labelOf({ label: field.labels?.singular, name }, name), index)
        walk(
          block ? block.fields : (field as { fields: Field[] }).fields,
          inSave ? row : undefined,
          storedRow ?? (inSave ? undefined : row),
          [...trail, rowLabel],
          `${here}.${index}.`,
          context,
        )
      })
    }
  }
}

/**
 * The texts each language of a page lacks that the other has, as a save will store them.
 *
 * @param saved the values the save sends, in the language being saved
 * @param stored the page as stored before the save, every language side by side (none when new)
 */
export function translationGaps(
  fields: Field[],
  saved: Values,
  stored: Values | undefined,
  locale: Locale,
): TranslationGaps {
  const gaps: TranslationGaps = { en: [], ar: [] }
  walk(fields, saved, stored, [], '', { locale, gaps })
  return gaps
}

export function translationStatus(gaps: TranslationGaps): TranslationStatus {
  if (gaps.en.length && gaps.ar.length) return 'missing-both'
  if (gaps.ar.length) return 'missing-ar'
  if (gaps.en.length) return 'missing-en'
  return 'complete'
}
