import { isWireObject, repeatedItems } from '@/content/fromWire/items'
import { clean, pick } from '@/content/fromWire/text'
import type { WireObject, WireValue } from '@/content/wire'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf, WireShape } from '../sectionKind'

export type AnnualReportsWire = WireSectionOf<'annual_reports'>

export const REPORT_PERIODS = ['yearly', 'q1', 'q2', 'q3', 'q4'] as const

export type ReportPeriod = (typeof REPORT_PERIODS)[number]

export type AnnualReportRowView = {
  id: string
  year: string
  /** The file of each period in the visitor's language, or null when there is none (greyed button). */
  files: Record<ReportPeriod, string | null>
}

export type AnnualReportsView = {
  kind: 'annual_reports'
  id: string
  header: string
  rows: AnnualReportRowView[]
}

/** "Q1", "q1", "Q 1" → 1; anything else → null. */
function quarterNumber(name: WireValue): number | null {
  const match = /^q\s*([1-4])$/i.exec(clean(name).trim())
  return match ? Number(match[1]) : null
}

/** The addresses `quarters` gives for one quarter, in the order sent (English first, then Arabic). */
function quarterUrls(item: WireObject, quarter: number): string[] {
  const quarters = Array.isArray(item.quarters) ? item.quarters : []
  return quarters
    .filter(isWireObject)
    .filter((entry) => quarterNumber(entry.name) === quarter)
    .map((entry) => clean(entry.url).trim())
    .filter(Boolean)
}

/**
 * One quarter's file. The spec's `quarters` list repeats a quarter's name for its Arabic file, so
 * Arabic takes the second entry; the alternative shape has `q1`…`q4` keys (with `_ar` twins). Arabic
 * falls back to the English file rather than greying out a report that exists.
 */
function quarterFile(item: WireObject, quarter: number, locale: Locale): string | null {
  const [first, second] = quarterUrls(item, quarter)
  const key = `q${quarter}`
  const file =
    locale === 'ar'
      ? second || clean(item[`${key}_ar`]) || first
      : first || clean(item[`${key}_en`])
  return (file || clean(item[key])).trim() || null
}

export function annualReports(section: AnnualReportsWire, locale: Locale): AnnualReportsView {
  const rows = repeatedItems(section).flatMap(({ id, content: item }): AnnualReportRowView[] => {
    const files: AnnualReportRowView['files'] = {
      yearly: pick(item, 'yearly', locale).trim() || null,
      q1: quarterFile(item, 1, locale),
      q2: quarterFile(item, 2, locale),
      q3: quarterFile(item, 3, locale),
      q4: quarterFile(item, 4, locale),
    }
    const year = pick(item, 'year', locale).trim()
    if (!year && REPORT_PERIODS.every((period) => !files[period])) return []
    return [{ id, year, files }]
  })
  return {
    kind: 'annual_reports',
    id: String(section.id),
    header: pick(section.content, 'header', locale),
    rows,
  }
}

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const

/** Spec §2.5: quarters as {name, url}; in Arabic the second entry of a quarter is the Arabic file. */
export function annualReportsToWire({ content, items }: WireShape): WireShape {
  return {
    content,
    items: items.map(({ id, content: item }) => ({
      id,
      content: {
        ...item,
        quarters: QUARTERS.flatMap((q) =>
          [item[q], item[`${q}_ar`]].filter(Boolean).map((url) => ({ name: q.toUpperCase(), url })),
        ),
      },
    })),
  }
}
