import { getTranslations } from 'next-intl/server'

import { REPORT_PERIODS, type ReportPeriod } from './wire'
import { Section } from '@/components/ui/Section'
import { TableScroller } from '@/components/ui/TableScroller'
import type { SectionProps } from '../sectionKind'

type PeriodLabel = 'reportsYearly' | 'reportsQ1' | 'reportsQ2' | 'reportsQ3' | 'reportsQ4'

const labelKey: Record<ReportPeriod, PeriodLabel> = {
  yearly: 'reportsYearly',
  q1: 'reportsQ1',
  q2: 'reportsQ2',
  q3: 'reportsQ3',
  q4: 'reportsQ4',
}

const cellButton =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap'

/** Financial reports table (spec §2.5): a row per year, a Download button per period. */
export async function AnnualReportsSection({ section }: SectionProps<'annual_reports'>) {
  const t = await getTranslations('sections')
  const { header, rows } = section
  return (
    <Section heading={header}>
      {rows.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        // The first column stays in view while the others scroll.
        <TableScroller label={header || t('reportsTable')}>
          <table className="w-full min-w-[44rem] border-collapse text-start">
            <thead className="bg-brand-700 text-white">
              <tr>
                <th
                  scope="col"
                  className="sticky start-0 bg-brand-700 px-4 py-3 text-start font-semibold"
                >
                  {t('reportsYear')}
                </th>
                {REPORT_PERIODS.map((period) => (
                  <th key={period} scope="col" className="px-3 py-3 text-center font-semibold">
                    {t(labelKey[period])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-brand-100 odd:bg-white even:bg-brand-50"
                >
                  <th
                    scope="row"
                    className="sticky start-0 bg-inherit px-4 py-3 text-start font-bold text-brand-900"
                  >
                    {row.year}
                  </th>
                  {REPORT_PERIODS.map((period) => {
                    const report = t('reportFor', { period: t(labelKey[period]), year: row.year })
                    const file = row.files[period]
                    return (
                      <td key={period} className="px-3 py-3 text-center">
                        {file ? (
                          <a
                            href={file}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`${t('downloadFile', { title: report })} ${t('opensInNewTab')}`}
                            className={`${cellButton} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
                          >
                            <DownloadIcon />
                            {t('download')}
                          </a>
                        ) : (
                          // No file: greyed and inert, not a link, with the reason for screen readers.
                          <span
                            className={`${cellButton} cursor-not-allowed bg-gray-100 text-gray-600`}
                          >
                            <DownloadIcon />
                            <span aria-hidden="true">{t('download')}</span>
                            <span className="sr-only">{`${report}: ${t('reportUnavailable')}`}</span>
                          </span>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Section>
  )
}

function DownloadIcon() {
  return (
    <svg
      className="h-4 w-4 shrink-0"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12m0 0-5-5m5 5 5-5M5 21h14" />
    </svg>
  )
}
