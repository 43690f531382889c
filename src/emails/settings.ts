import type { PayloadRequest } from 'payload'

import { brand } from '@/brand'
import type { Holiday } from '@/deadlines/workingDays'
import { type Locale, localeCodes } from '@/i18n/locales'
import { routes } from '@/routes.mjs'
import { settings } from '@/settings.mjs'

import { splitAddresses } from './addresses'
import { inLocale } from './inLocale'

export type NotificationSettings = {
  brand: Record<Locale, string>
  escalation: Record<Locale, string>
  trackingUrl: Record<'claim' | 'complaint', Record<Locale, string>>
  /** Working days to answer in, as staff set them, by setting name: each feature reads its own. */
  responseDays: Record<string, number | null | undefined>
  holidays: Holiday[]
  /** The addresses told of what arrives for a team, by its setting name (`contact_message`). */
  staff: (team: string) => string[]
}

/** A page of the site in one language. */
export function sitePage(path: string, locale: Locale): string {
  return `${settings.siteUrl}${locale === 'ar' ? '/ar' : ''}${path}`
}

/** The record's screen in the admin. */
export function adminUrl(collection: string, id: number | string): string {
  return `${settings.siteUrl}/admin/collections/${collection}/${id}`
}

/** When the CMS has no escalation text yet (the seed writes one). */
const defaultEscalation: Record<Locale, string> = {
  en: 'If you are not satisfied with our answer, or do not receive it within the time above, you can take your complaint to the Insurance Authority (IA Care): care.ia.gov.sa, or call 800 124 0551 (toll-free). Keep your complaint reference.',
  ar: 'إذا لم تكن راضيًا عن ردنا، أو لم يصلك خلال المدة المذكورة أعلاه، يمكنك رفع شكواك إلى هيئة التأمين (خدمة عملاء الهيئة): care.ia.gov.sa، أو الاتصال بالرقم المجاني 800 124 0551. احتفظ بالرقم المرجعي لشكواك.',
}

type SettingsDoc = {
  brandName?: string | null
  complaintEscalation?: string | null
  claimTrackingUrl?: string | null
  complaintStatusUrl?: string | null
  staffEmails?: Record<string, string | null | undefined> | null
  responseDays?: Record<string, number | null | undefined> | null
  holidays?: { from?: string | null; to?: string | null }[] | null
}

/** The site settings the emails and deadlines need, read inside the caller's transaction. */
export async function notificationSettings(req: PayloadRequest): Promise<NotificationSettings> {
  const read = (locale: Locale) =>
    inLocale(
      req,
      (l) =>
        req.payload.findGlobal({
          slug: 'site-settings',
          locale: l,
          fallbackLocale: false,
          depth: 0,
          overrideAccess: true,
          req,
        }),
      locale,
    ) as Promise<unknown> as Promise<SettingsDoc>
  // One after the other: see inLocale.
  const en = await read('en')
  const ar = await read('ar')
  const byLocale = { en, ar }
  const local = (
    pick: (doc: SettingsDoc) => string | null | undefined,
    fallback: Record<Locale, string>,
  ) =>
    Object.fromEntries(
      localeCodes.map((l) => [l, pick(byLocale[l])?.trim() || fallback[l]]),
    ) as Record<Locale, string>

  const staffEmails = en.staffEmails ?? {}
  return {
    brand: local((d) => d.brandName, { en: brand.en.fullName, ar: brand.ar.fullName }),
    escalation: local((d) => d.complaintEscalation, defaultEscalation),
    trackingUrl: {
      claim: local((d) => d.claimTrackingUrl, {
        en: sitePage(routes.claims, 'en'),
        ar: sitePage(routes.claims, 'ar'),
      }),
      complaint: local((d) => d.complaintStatusUrl, {
        en: sitePage(routes.complaints, 'en'),
        ar: sitePage(routes.complaints, 'ar'),
      }),
    },
    responseDays: en.responseDays ?? {},
    holidays: (en.holidays ?? []).flatMap((h) =>
      h.from ? [{ from: h.from, to: h.to ?? null }] : [],
    ),
    staff: (team) => splitAddresses(staffEmails[team]),
  }
}
