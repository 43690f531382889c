import type {
  ArrayField,
  Field,
  GroupField,
  SelectField,
  TextField,
  TextFieldSingleValidation,
  UploadField,
} from 'payload'

import { safeLink } from './safeLink'

/**
 * The admin's heading of an array row: its number and what it holds ("Option 03: Riyadh"). Every
 * array field sets it (a test walks the config).
 */
export const namedRows = { RowLabel: '/admin/RowLabel/RowLabel#RowLabel' }

/** A label or description in both admin languages. */
export type Bi = { en: string; ar: string }

type Extra = { required?: boolean; description?: Bi }
/** A line of text may also have a check of its own (Payload's default otherwise). */
type TextExtra = Extra & { validate?: TextFieldSingleValidation }

function admin(extra?: Extra) {
  return extra?.description ? { admin: { description: extra.description } } : {}
}

/** A translated line of text; the wire carries it as `name` and `name_ar`. */
export const localText = (name: string, label: Bi, extra?: TextExtra): TextField => ({
  name,
  type: 'text',
  localized: true,
  label,
  required: extra?.required,
  ...(extra?.validate && { validate: extra.validate }),
  ...admin(extra),
})

/** A translated paragraph of plain text. */
export const localTextarea = (name: string, label: Bi, extra?: Extra): Field => ({
  name,
  type: 'textarea',
  localized: true,
  label,
  required: extra?.required,
  ...admin(extra),
})

/** Translated formatted text, authored in the rich-text editor and sent as HTML. */
export const localRichText = (name: string, label: Bi, extra?: Extra): Field => ({
  name,
  type: 'richText',
  localized: true,
  label,
  required: extra?.required,
  ...admin(extra),
})

/** The same value in both languages: addresses, phone numbers, years. */
export const plainText = (name: string, label: Bi, extra?: TextExtra): TextField => ({
  name,
  type: 'text',
  label,
  required: extra?.required,
  ...(extra?.validate && { validate: extra.validate }),
  ...admin(extra),
})

export const linkField = (name: string, label: Bi = { en: 'Link', ar: 'الرابط' }): TextField =>
  plainText(name, label, {
    description: {
      en: 'A page path such as /claims, or a full address starting with https://.',
      ar: 'مسار صفحة مثل ‎/claims‎ أو عنوان كامل يبدأ بـ ‎https://‎.',
    },
    validate: safeLink,
  })

export const image = (name: string, label: Bi, extra?: Extra): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'media',
  label,
  required: extra?.required,
  ...admin(extra),
})

export const document = (name: string, label: Bi, extra?: Extra): UploadField => ({
  name,
  type: 'upload',
  relationTo: 'documents',
  label,
  required: extra?.required,
  ...admin(extra),
})

/**
 * A file in each language, `name` and `name_ar`, labelled as such; only the English one takes
 * `extra` (the mappers fall back to it where the Arabic one is missing).
 */
export const documentPair = (name: string, label: Bi, extra?: Extra): UploadField[] => [
  document(name, { en: `${label.en} (English)`, ar: `${label.ar} (إنجليزي)` }, extra),
  document(`${name}_ar`, { en: `${label.en} (Arabic)`, ar: `${label.ar} (عربي)` }),
]

export const header = (extra?: Extra) =>
  localText('header', { en: 'Heading', ar: 'العنوان الرئيسي' }, extra)
export const title = (extra?: Extra) => localText('title', { en: 'Title', ar: 'العنوان' }, extra)
export const description = (extra?: Extra) =>
  localRichText('description', { en: 'Description', ar: 'الوصف' }, extra)
export const plainDescription = (extra?: Extra) =>
  localTextarea('description', { en: 'Description', ar: 'الوصف' }, extra)

/** An optional button: its translated text and where it goes. Shown only when both are set. */
export const button = (textName = 'button_text', urlName = 'button_url'): Field => ({
  type: 'row',
  fields: [
    localText(textName, { en: 'Button text', ar: 'نص الزر' }),
    linkField(urlName, { en: 'Button link', ar: 'رابط الزر' }),
  ],
})

/** The translated text of a link (a card's, a slider card's, a titled block's). */
export const linkText = (name: string): TextField =>
  localText(name, { en: 'Link text', ar: 'نص الرابط' })

/** An optional link: its translated text and where it goes, side by side. */
export const link = (textName: string, urlName: string): Field => ({
  type: 'row',
  fields: [linkText(textName), linkField(urlName)],
})

/** Where a card or shortcut leads: a link, or a file to download. Used only when both are set. */
export const chooseType: GroupField = {
  name: 'choose_type',
  type: 'group',
  label: { en: 'Target', ar: 'الوجهة' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          label: { en: 'Kind', ar: 'النوع' },
          options: [
            { value: 'link', label: { en: 'Link', ar: 'رابط' } },
            { value: 'file', label: { en: 'File download', ar: 'تنزيل ملف' } },
          ],
        } satisfies SelectField,
        linkField('value', { en: 'Address', ar: 'العنوان' }),
      ],
    },
  ],
}

/**
 * The repeated items of a section. Named `items` in every block: toWire sends them as the
 * section's `repeatable_content`.
 */
export const items = (
  label: { singular: Bi; plural: Bi },
  fields: Field[],
  extra?: Partial<ArrayField>,
): ArrayField => ({
  name: 'items',
  type: 'array',
  labels: label,
  admin: { initCollapsed: true, components: namedRows },
  fields,
  ...extra,
})
