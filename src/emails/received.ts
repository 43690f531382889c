import type { PayloadRequest } from 'payload'

import { fieldLayouts } from '@/forms/fieldLayouts'
import type { Locale } from '@/i18n/locales'
import { messages } from '@/i18n/messages'
import { formatDate } from '@/utilities/formatDate'

import { inLocale } from './inLocale'
import { texts } from './texts'

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

/** Turns a stored choice (`motor`, `Website`) into its label, as the form showed it in `locale`. */
export type OptionLabeler = (field: string, value: string) => string

/** The labeler for one language: reads the CMS's option lists once. */
export async function optionLabeler(req: PayloadRequest, locale: Locale): Promise<OptionLabeler> {
  const options = await inLocale(
    req,
    (l) =>
      req.payload.findGlobal({
        slug: 'form-options',
        locale: l,
        depth: 0,
        overrideAccess: true,
        req,
      }),
    locale,
  )
  return (field, value) => {
    const choices = fieldLayouts[field]?.options
    if (typeof choices === 'string')
      return options[choices]?.find((o) => o.value === value)?.label || value
    return choices?.find((o) => o.value === value)?.label[locale] ?? value
  }
}

export type Row = { label: string; value: string; ltr?: boolean }

/** What the visitor sent, as label and value rows in their language. */
export async function receivedRows(
  req: PayloadRequest,
  fields: Record<string, unknown>,
  locale: Locale,
  documents = 0,
): Promise<Row[]> {
  const labels = messages[locale].forms.labels as Record<string, string>
  const optionLabel = await optionLabeler(req, locale)
  const rows: Row[] = []
  for (const key of repeated) {
    const value = fields[key]
    if (typeof value !== 'string' || !value.trim()) continue
    rows.push({
      label: key === 'product' ? texts[locale]('product') : (labels[key] ?? key),
      value: isDate(key) ? formatDate(value, locale) || value : optionLabel(key, value.trim()),
      ltr: isReference(key),
    })
  }
  if (documents > 0)
    rows.push({
      label: texts[locale]('documentsLabel'),
      value: texts[locale]('documents', { count: documents }),
    })
  return rows
}
