import type { PayloadRequest } from 'payload'

import { brand } from '@/brand'
import { defaultResponseDays, settingName } from '@/deadlines/responseTimes'
import type { Holiday } from '@/deadlines/workingDays'
import { type RequestType, requestTypes } from '@/forms/serviceRequests/requestTypes'
import { type Locale, localeCodes } from '@/i18n/locales'
import { routes } from '@/routes.mjs'
import { settings } from '@/settings.mjs'

import { splitAddresses } from './addresses'
import { inLocale } from './inLocale'

/** Who is told of what: request types, plus contact messages and applications. */
export type Team = RequestType | 'contact-message' | 'job-application'

export type NotificationSettings = {
  brand: Record<Locale, string>
  escalation: Record<Locale, string>
  trackingUrl: Record<'claim' | 'complaint', Record<Locale, string>>
  responseDays: Record<RequestType, number>
  holidays: Holiday[]
  staff: (team: Team) => string[]
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
  const teamSetting = (team: Team) =>
    team === 'contact-message'
      ? 'contact_message'
      : team === 'job-application'
        ? 'job_application'
        : settingName(team)
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
    responseDays: Object.fromEntries(
      requestTypes.map((t) => {
        const days = Number(en.responseDays?.[settingName(t.value)])
        return [t.value, Number.isInteger(days) && days > 0 ? days : defaultResponseDays[t.value]]
      }),
    ) as Record<RequestType, number>,
    holidays: (en.holidays ?? []).flatMap((h) =>
      h.from ? [{ from: h.from, to: h.to ?? null }] : [],
    ),
    staff: (team) => splitAddresses(staffEmails[teamSetting(team)]),
  }
}
