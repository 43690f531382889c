import type { PayloadRequest } from 'payload'

import { optionLabeler } from '@/forms/optionLabeler'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { formatDate } from '@/utilities/formatDate'

import { texts } from '@/emails/texts'

import { requestFieldLayouts as fieldLayouts } from './types'

/**
 * The fields an acknowledgement repeats back. Only what the visitor wrote about the request itself:
 * identity and bank details (ID, passport, border and visa numbers, IBAN, phone) are left out, since
 * an email can be forwarded or read on a shared screen, and the visitor has them anyway.
 */
const repeated = [
  'subject',
  'message',
  'service_request_type',
  'complaint_relation',
  'product',
  'policy_number',
  'claim_number',
  'city',
  'company_name',
  'company_activity',
  'position',
  'reason',
  'extension_period',
  'entry_date',
  'visa_expiry_date',
  'description',
  'comments',
  'note',
] as const

const isDate = (field: string) => fieldLayouts[field]?.kind === 'date'
/** Numbers as printed (policy, claim): shown left to right in Arabic too. */
const isReference = (field: string) =>
  ['reference', 'numericReference'].includes(fieldLayouts[field]?.input ?? '')

export type Row = { label: string; value: string; ltr?: boolean }

/**
 * The named fields of a request as label and value rows in a language: dates and choices as the
 * form showed them, empty ones left out.
 */
export async function detailRows(
  req: PayloadRequest,
  fields: Record<string, unknown>,
  locale: Locale,
  keys: readonly string[],
): Promise<Row[]> {
  const labels = messages[locale].forms.labels as Record<string, string>
  const optionLabel = await optionLabeler(req, locale, fieldLayouts)
  return keys.flatMap((key) => {
    const value = fields[key]
    if (typeof value !== 'string' || !value.trim()) return []
    return {
      label: key === 'product' ? texts[locale]('product') : (labels[key] ?? key),
      value: isDate(key) ? formatDate(value, locale) || value : optionLabel(key, value.trim()),
      ltr: isReference(key),
    }
  })
}

/** What the visitor sent with a request, as label and value rows in their language. */
export async function receivedRows(
  req: PayloadRequest,
  fields: Record<string, unknown>,
  locale: Locale,
  documents = 0,
): Promise<Row[]> {
  const rows = await detailRows(req, fields, locale, repeated)
  if (documents > 0)
    rows.push({
      label: texts[locale]('documentsLabel'),
      value: texts[locale]('documents', { count: documents }),
    })
  return rows
}
