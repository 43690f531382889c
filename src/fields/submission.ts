import type { RowField } from 'payload'

import { locales } from '@/i18n/locales'

import type { Bi } from './index'

/** What a visitor sent stays as sent: staff read it, and no one changes it afterwards. */
export const asSent = { update: () => false }

/**
 * The language a submission came in and the consent given with it, with its time (PDPL): one
 * read-only row, the same on every collection that stores what visitors send.
 */
export function submissionRecordRow(
  consentLabel: Bi = { en: 'Consent given', ar: 'تمت الموافقة' },
): RowField {
  return {
    type: 'row',
    fields: [
      {
        name: 'locale',
        type: 'select',
        label: { en: 'Language', ar: 'اللغة' },
        options: locales.map((l) => ({ value: l.code, label: l.label })),
        access: asSent,
        admin: { readOnly: true },
      },
      {
        name: 'consent',
        type: 'checkbox',
        label: consentLabel,
        access: asSent,
        admin: { readOnly: true },
      },
      {
        name: 'consentAt',
        type: 'date',
        label: { en: 'Consent time', ar: 'وقت الموافقة' },
        access: asSent,
        admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
  }
}
