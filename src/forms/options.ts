import type { Locale } from '@/i18n/locales'

/** A dropdown choice: the value is stored and sent as is, the label follows the visitor's language. */
export type Option = { value: string; label: { en: string; ar: string } }

/** Complaint relation: the five values the spec fixes (§3 "Complaint/enquiry"). */
export const complaintRelations = [
  { value: 'Motor', label: { en: 'Motor', ar: 'المركبات' } },
  { value: 'Health', label: { en: 'Health', ar: 'الصحي' } },
  { value: 'Protection & Saving', label: { en: 'Protection & Saving', ar: 'الحماية والادخار' } },
  { value: 'Claims', label: { en: 'Claims', ar: 'المطالبات' } },
  { value: 'Sales', label: { en: 'Sales', ar: 'المبيعات' } },
] as const satisfies readonly Option[]

export const serviceRequestTypes = [
  { value: 'Complaint', label: { en: 'Complaint', ar: 'شكوى' } },
  { value: 'Enquiry', label: { en: 'Enquiry', ar: 'استفسار' } },
] as const satisfies readonly Option[]

/** Where a complaint was filed from (spec §3); our own form always says Website. */
export const requesterTypes = [
  { value: 'Website', label: { en: 'Website', ar: 'الموقع الإلكتروني' } },
  { value: 'Mobile App', label: { en: 'Mobile App', ar: 'تطبيق الجوال' } },
] as const satisfies readonly Option[]

/** The lists staff manage in the CMS (the `form-options` global), in both languages. */
export const optionListNames = [
  'cities',
  'products',
  'cancellationReasons',
  'extensionPeriods',
] as const
export type OptionListName = (typeof optionListNames)[number]

/** A choice as a select shows it, in the visitor's language. */
export type LocalizedOption = { value: string; label: string }
export type LocalizedOptionLists = Record<OptionListName, LocalizedOption[]>

/** The values each managed list accepts: what the schemas check a choice against. */
export type OptionValues = Record<OptionListName, readonly string[]>

export function valuesOf(options: readonly { value: string }[]): string[] {
  return options.map((o) => o.value)
}

export function optionValues(lists: LocalizedOptionLists): OptionValues {
  return {
    cities: valuesOf(lists.cities),
    products: valuesOf(lists.products),
    cancellationReasons: valuesOf(lists.cancellationReasons),
    extensionPeriods: valuesOf(lists.extensionPeriods),
  }
}

/** The options as a select field shows them, in one language. */
export function localizedOptions(options: readonly Option[], locale: Locale): LocalizedOption[] {
  return options.map((o) => ({ value: o.value, label: o.label[locale] }))
}
