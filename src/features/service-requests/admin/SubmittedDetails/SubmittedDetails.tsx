import { FieldLabel } from '@payloadcms/ui'
import type { JSONFieldServerProps } from 'payload'

import { adminLocale } from '@/i18n/locales'

import { detailRows } from '../../received'

/** Stored values as text: a tick box as Yes or No, anything else as it was sent. */
function asText(value: unknown, yes: string, no: string): string {
  if (typeof value === 'string') return value
  if (typeof value === 'boolean') return value ? yes : no
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * A request's submitted details as the form's labels and the visitor's answers, in the admin's
 * language, instead of Payload's JSON editor: that editor loads its code from a CDN and shows
 * nothing where the CDN cannot be reached, and staff read these details, they never edit them.
 */
export async function SubmittedDetails({
  value,
  req,
  i18n,
  clientField,
  path,
}: JSONFieldServerProps) {
  const locale = adminLocale(i18n.language)
  const stored = value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  const yes = i18n.t('general:yes')
  const no = i18n.t('general:no')
  const fields = Object.fromEntries(
    Object.entries(stored).map(([key, answer]) => [key, asText(answer, yes, no)]),
  )
  const rows = await detailRows(req, fields, locale, Object.keys(fields))
  return (
    <div className="field-type submitted-details">
      <FieldLabel label={clientField.label} path={path} />
      <dl className="submitted-details__rows">
        {rows.map((row) => (
          <div key={row.label} className="submitted-details__row">
            <dt>{row.label}</dt>
            <dd>
              <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
