import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Field } from 'payload'

import type { Locale } from '@/i18n/locales'
import { isPlainObject } from '@/utilities/isStorable'

import type { WireObject, WireValue } from '../wire'
import { inLocale, type Localized } from './localized'
import { type UploadDoc, wireImage, ownFileUrl } from './media'

/**
 * The value under a field's name, the name coming from the field's config (a section kind's
 * mapper reads the names its block's generated type has: `WireSectionOf` in src/blocks).
 */
export const valueOf = (data: unknown, name: string): unknown =>
  isPlainObject(data) ? data[name] : undefined

/** An array row's own id; Payload gives every row one. */
export function rowId(row: unknown): string | number | null {
  const id = valueOf(row, 'id')
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

function richTextHtml(value: unknown, locale: Locale): string | null {
  const state = inLocale(value as Localized<SerializedEditorState>, locale)
  if (!state || typeof state !== 'object' || !('root' in state)) return null
  // No wrapper: the site sanitizes and places the HTML itself.
  const html = convertLexicalToHTML({ data: state, disableContainer: true })
  return html.trim() ? html : null
}

function documentUrl(value: unknown): string | null {
  const url = valueOf(value, 'url')
  return typeof url === 'string' ? ownFileUrl(url) : null
}

/**
 * Maps a document's data to the wire format, driven by the same field config the CMS uses:
 * translated fields become `name` + `name_ar`, rich text becomes HTML, uploads become addresses
 * (images also carry their alternative text), groups nest and arrays become lists. Relationships
 * are left to the caller.
 */
export function fieldsToWire(fields: Field[], data: unknown, out: WireObject = {}): WireObject {
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      fieldsToWire(field.fields, data, out)
      continue
    }
    if (!('name' in field) || field.type === 'ui') continue
    const { name } = field
    const value = valueOf(data, name)
    switch (field.type) {
      case 'richText':
        out[name] = richTextHtml(value, 'en')
        if (field.localized) out[`${name}_ar`] = richTextHtml(value, 'ar')
        break
      case 'upload':
        if (field.relationTo === 'media')
          Object.assign(out, wireImage(name, value as UploadDoc | null))
        else out[name] = documentUrl(value)
        break
      case 'group':
        out[name] = fieldsToWire(field.fields, value)
        break
      case 'array':
        out[name] = (Array.isArray(value) ? value : []).map((row) =>
          fieldsToWire(field.fields, row, { id: rowId(row) }),
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
