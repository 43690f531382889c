import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps } from 'payload'

/** An entry's text as the server wrote it; an empty one is a dash, not Payload's "<No Document>". */
export function EntryTextCell({ cellData }: DefaultServerCellComponentProps) {
  return typeof cellData === 'string' && cellData !== '' ? cellData : '—'
}

/**
 * The collection or global an entry is about, by its name in the admin's language ("Pages",
 * "الصفحات"), as the navigation names it; the slug where it names none there is.
 */
export function EntryCollectionCell({ cellData, i18n, payload }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || cellData === '') return '—'
  const collection = payload.collections[cellData as keyof typeof payload.collections]?.config
  const global = payload.config.globals.find((candidate) => candidate.slug === cellData)
  const label = collection?.labels.plural ?? global?.label
  return label ? getTranslation(label, i18n) : cellData
}
