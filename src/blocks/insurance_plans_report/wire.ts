import { repeatedItems } from '@/content/fromWire/items'
import { pick, stripTags } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'

import type { WireItemOf, WireSectionOf } from '../sectionKind'

export type InsurancePlansReportWire = WireSectionOf<'insurance_plans_report'>

export type InsurancePlanRowView = {
  id: string
  title: string
  /** Plan 1 to Plan 3; '' means not covered (a cross with n/a). */
  plans: [string, string, string]
}

export type InsurancePlansReportView = {
  kind: 'insurance_plans_report'
  id: string
  header: string
  /** Empty: the component shows "No insurance plans available". */
  rows: InsurancePlanRowView[]
}

export function insurancePlansReport(
  section: InsurancePlansReportWire,
  locale: Locale,
): InsurancePlansReportView {
  const rows = repeatedItems(section).flatMap(({ id, content }): InsurancePlanRowView[] => {
    const text = (key: keyof WireItemOf<InsurancePlansReportWire>) =>
      stripTags(pick(content, key, locale)).trim()
    const row: InsurancePlanRowView = {
      id,
      title: text('title'),
      plans: [text('plan1'), text('plan2'), text('plan3')],
    }
    return row.title || row.plans.some(Boolean) ? [row] : []
  })
  return {
    kind: 'insurance_plans_report',
    id: String(section.id),
    header: pick(section.content, 'header', locale),
    rows,
  }
}
