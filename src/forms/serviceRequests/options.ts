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

/**
 * Products, by the name of their page. A list in code for now: the product pages live in the CMS,
 * but a stored request must keep a stable value even if a page is renamed.
 */
export const products = [
  { value: 'motor-insurance', label: { en: 'Motor Insurance', ar: 'تأمين المركبات' } },
  { value: 'travel-insurance', label: { en: 'Travel Insurance', ar: 'تأمين السفر' } },
  { value: 'visit-visa-travel-insurance', label: { en: 'Visit Visa Insurance', ar: 'تأمين تأشيرة الزيارة' } },
  { value: 'waad-alAjyal-gold', label: { en: 'Waad Al Ajyal Gold', ar: 'وعد الأجيال الذهبي' } },
  { value: 'waad-isteqrar-gold', label: { en: 'Waad Isteqrar Gold', ar: 'وعد استقرار الذهبي' } },
  { value: 'waad-ousra', label: { en: 'Waad Ousra', ar: 'وعد أسرة' } },
  { value: 'marine-insurance', label: { en: 'Marine Insurance', ar: 'التأمين البحري' } },
  { value: 'health-insurance', label: { en: 'Health Insurance', ar: 'التأمين الصحي' } },
  { value: 'liability-insurance', label: { en: 'Liability Insurance', ar: 'تأمين المسؤولية' } },
  { value: 'engineering-insurance', label: { en: 'Engineering Insurance', ar: 'التأمين الهندسي' } },
  { value: 'pecuniary-insurance', label: { en: 'Pecuniary Insurance', ar: 'التأمين ضد الخسائر المالية' } },
  { value: 'property-casualty', label: { en: 'Property & Casualty', ar: 'تأمين الممتلكات والحوادث' } },
  { value: 'trade-credit-insurance', label: { en: 'Trade Credit Insurance', ar: 'تأمين الائتمان التجاري' } },
] as const satisfies readonly Option[]

/** The larger Saudi cities, then Other; a list in code until branches/cities come from the CMS. */
export const cities = [
  { value: 'Riyadh', label: { en: 'Riyadh', ar: 'الرياض' } },
  { value: 'Jeddah', label: { en: 'Jeddah', ar: 'جدة' } },
  { value: 'Makkah', label: { en: 'Makkah', ar: 'مكة المكرمة' } },
  { value: 'Madinah', label: { en: 'Madinah', ar: 'المدينة المنورة' } },
  { value: 'Dammam', label: { en: 'Dammam', ar: 'الدمام' } },
  { value: 'Khobar', label: { en: 'Khobar', ar: 'الخبر' } },
  { value: 'Dhahran', label: { en: 'Dhahran', ar: 'الظهران' } },
  { value: 'Al Ahsa', label: { en: 'Al Ahsa', ar: 'الأحساء' } },
  { value: 'Taif', label: { en: 'Taif', ar: 'الطائف' } },
  { value: 'Tabuk', label: { en: 'Tabuk', ar: 'تبوك' } },
  { value: 'Buraydah', label: { en: 'Buraydah', ar: 'بريدة' } },
  { value: 'Abha', label: { en: 'Abha', ar: 'أبها' } },
  { value: 'Khamis Mushait', label: { en: 'Khamis Mushait', ar: 'خميس مشيط' } },
  { value: 'Hail', label: { en: 'Hail', ar: 'حائل' } },
  { value: 'Jazan', label: { en: 'Jazan', ar: 'جازان' } },
  { value: 'Najran', label: { en: 'Najran', ar: 'نجران' } },
  { value: 'Yanbu', label: { en: 'Yanbu', ar: 'ينبع' } },
  { value: 'Al Jubail', label: { en: 'Al Jubail', ar: 'الجبيل' } },
  { value: 'Other', label: { en: 'Other', ar: 'أخرى' } },
] as const satisfies readonly Option[]

export function valuesOf(options: readonly Option[]): string[] {
  return options.map((o) => o.value)
}

/** The options as a select field shows them, in one language. */
export function localizedOptions(options: readonly Option[], locale: Locale): { value: string; label: string }[] {
  return options.map((o) => ({ value: o.value, label: o.label[locale] }))
}
