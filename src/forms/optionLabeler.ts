import type { PayloadRequest } from 'payload'

import { inLocale } from '@/emails/inLocale'
import type { Locale } from '@/i18n/locales'

import type { FieldLayout } from './fieldList'

/** Turns a stored choice (`motor`, `Website`) into its label, as the form showed it in `locale`. */
export type OptionLabeler = (field: string, value: string) => string

/** The labeler for one language: reads the CMS's option lists once. */
export async function optionLabeler(
  req: PayloadRequest,
  locale: Locale,
  layouts: Readonly<Record<string, FieldLayout>>,
): Promise<OptionLabeler> {
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
    const choices = layouts[field]?.options
    if (typeof choices === 'string')
      return options[choices]?.find((o) => o.value === value)?.label || value
    return choices?.find((o) => o.value === value)?.label[locale] ?? value
  }
}
