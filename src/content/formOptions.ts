import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import {
  type LocalizedOption,
  type LocalizedOptionLists,
  type OptionListName,
  type OptionValues,
  optionValues,
} from '@/forms/options'
import type { Locale } from '@/i18n/locales'
import type { FormOption } from '@/payload-types'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { clean } from './fromWire/text'
import { tags } from './tags'

function toOptions(rows: FormOption[OptionListName]): LocalizedOption[] {
  return (rows ?? [])
    .map((row) => {
      const value = clean(row.value).trim()
      return { value, label: clean(row.label).trim() || value }
    })
    .filter((option) => option.value)
}

/** The dropdown choices of the service forms, in one language (the `form-options` global). */
export async function getFormOptions(locale: Locale): Promise<LocalizedOptionLists> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.global('form-options'))
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'form-options', locale, depth: 0 })
  return {
    cities: toOptions(doc.cities),
    products: toOptions(doc.products),
    cancellationReasons: toOptions(doc.cancellationReasons),
    extensionPeriods: toOptions(doc.extensionPeriods),
  }
}

/** What the API checks a visitor's choice against: the values, the same in both languages. */
export async function getOptionValues(): Promise<OptionValues> {
  return optionValues(await getFormOptions('en'))
}
