import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps, FlattenedField } from 'payload'

type CellProps = DefaultServerCellComponentProps

const listSeparator = (language: string) => (language === 'ar' ? '، ' : ', ')

/**
 * An entry's text as the server wrote it; an empty one is a dash, not Payload's "<No Document>".
 * Isolated from the row's direction, so that an address reads as written in the Arabic admin
 * ("e2e-admin@example.com", not "-e2e admin@example.com").
 */
export function EntryTextCell({ cellData }: CellProps) {
  return typeof cellData === 'string' && cellData !== '' ? <bdi>{cellData}</bdi> : '—'
}

/** The collection or global of a slug, if there is one. */
function entityOf(slug: string, payload: CellProps['payload']) {
  const collection = payload.collections[slug as keyof typeof payload.collections]?.config
  if (collection) return { label: collection.labels.plural, fields: collection.flattenedFields }
  const global = payload.config.globals.find((candidate) => candidate.slug === slug)
  return global && { label: global.label, fields: global.flattenedFields }
}

/** A collection's or global's name in the admin's language, or undefined for another word. */
function labelOf(slug: string, { i18n, payload }: Pick<CellProps, 'i18n' | 'payload'>) {
  const label = entityOf(slug, payload)?.label
  return label ? getTranslation(label, i18n) : undefined
}

/**
 * The collection or global an entry is about, by its name in the admin's language ("Pages",
 * "الصفحات"), as the navigation names it; the slug where it names none there is.
 */
export function EntryCollectionCell({ cellData, i18n, payload }: CellProps) {
  if (typeof cellData !== 'string' || cellData === '') return '—'
  return labelOf(cellData, { i18n, payload }) ?? cellData
}

/**
 * The fields an entry changed, by their labels in the admin's language; a name its collection
 * no longer has stays as written.
 */
export function EntryFieldsCell({ cellData, rowData, i18n, payload }: CellProps) {
  if (typeof cellData !== 'string' || cellData === '') return '—'
  const fields: FlattenedField[] =
    entityOf(String(rowData?.collection ?? ''), payload)?.fields ?? []
  return cellData
    .split(', ')
    .map((name) => {
      const label = fields.find((field) => field.name === name)?.label
      return label ? getTranslation(label, i18n) : name
    })
    .join(listSeparator(i18n.language))
}

/**
 * An entry's detail. The counts a data-rights entry holds ("contact-messages 1, files 0") name
 * each kind of record by its name in the admin's language; other details (a status or roles,
 * before and after) stay as written.
 */
export function EntryDetailCell({ cellData, i18n, payload }: CellProps) {
  if (typeof cellData !== 'string' || cellData === '') return '—'
  const counts = cellData.split(', ').map((part) => /^([a-z-]+) (\d+)$/.exec(part))
  if (counts.some((count) => !count)) return <bdi>{cellData}</bdi>
  // A kind that is no collection (files) is named by the admin text of that name, if there is one.
  const t = i18n.t as (key: string) => string
  return counts
    .map((count) => {
      const [, kind = '', number] = count!
      const word = labelOf(kind, { i18n, payload }) ?? t(`admin:${kind}`)
      return `${word.startsWith('admin:') ? kind : word} ${number}`
    })
    .join(listSeparator(i18n.language))
}
