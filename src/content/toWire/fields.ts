import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Field } from 'payload'

import type { Locale } from '@/i18n/locales'

import type { WireObject, WireValue } from '../wire'
import { inLocale, type Localized } from './localized'
import { type MediaDoc, wireImage, ownFileUrl } from './media'

export type DocData = Record<string, unknown>

function richTextHtml(value: unknown, locale: Locale): string | null {
  const state = inLocale(value as Localized<SerializedEditorState>, locale)
  if (!state || typeof state !== 'object' || !('root' in state)) return null
  // No wrapper: the site sanitizes and places the HTML itself.
  const html = convertLexicalToHTML({ data: state, disableContainer: true })
  return html.trim() ? html : null
}

function documentUrl(value: unknown): string | null {
  return typeof value === 'object' && value && 'url' in value ? ownFileUrl((value as { url?: string }).url) : null
}

/**
 * Maps a document's data to the wire format, driven by the same field config the CMS uses:
 * translated fields become `name` + `name_ar`, rich text becomes HTML, uploads become addresses
 * (images also carry their alternative text), groups nest and arrays become lists. Relationships
 * are left to the caller.
 */
export function fieldsToWire(fields: Field[], data: DocData, out: WireObject = {}): WireObject {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      fieldsToWire(field.fields, data, out)
      continue
    }
    if (!('name' in field) || field.type === 'ui') continue
    const { name } = field
    const value = data[name]
    switch (field.type) {
      case 'richText':
        out[name] = richTextHtml(value, 'en')
        if (field.localized) out[`${name}_ar`] = richTextHtml(value, 'ar')
        break
      case 'upload':
        if (field.relationTo === 'media') Object.assign(out, wireImage(name, value as MediaDoc | null))
        else out[name] = documentUrl(value)
        break
      case 'group':
        out[name] = fieldsToWire(field.fields, (value as DocData | null) ?? {})
        break
      case 'array':
        out[name] = ((value as DocData[] | null) ?? []).map((row) =>
          fieldsToWire(field.fields, row, { id: (row.id as string | undefined) ?? null }),
        )
        break
      case 'relationship':
      case 'join':
        break
      default:
        if ('localized' in field && field.localized) {
          out[name] = inLocale(value as Localized<WireValue>, 'en') ?? null
          out[`${name}_ar`] = inLocale(value as Localized<WireValue>, 'ar') ?? null
        } else {
          out[name] = (value as WireValue) ?? null
        }
    }
  }
  return out
}
