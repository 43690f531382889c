import { getTranslations } from 'next-intl/server'

import { REPORT_PERIODS, type ReportPeriod } from './wire'
import { DownloadIcon } from '@/components/icons'
import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'
import { StickyColumnTable } from '../shared/StickyColumnTable'

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
        <StickyColumnTable
          label={header || t('reportsTable')}
          corner={t('reportsYear')}
          columns={REPORT_PERIODS.map((period) => ({ key: period, label: t(labelKey[period]) }))}
          rows={rows.map((row) => ({
            id: row.id,
            heading: row.year,
            cells: REPORT_PERIODS.map((period) => (
              <ReportDownload
                key={period}
                file={row.files[period]}
                report={t('reportFor', { period: t(labelKey[period]), year: row.year })}
              />
            )),
          }))}
          tableClassName="w-full min-w-[44rem] text-start"
          rowHeadingClassName="font-bold"
          cellClassName="px-3 py-3 text-center"
        />
      )}
    </Section>
  )
}

/** A period's report: its download link, or a greyed, inert button saying why there is none. */
async function ReportDownload({
  file,
  report,
}: {
  file: string | null | undefined
  report: string
}) {
  const t = await getTranslations('sections')
  return file ? (
    <a
      href={file}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('downloadFile', { title: report })} ${t('opensInNewTab')}`}
      className={`${cellButton} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
    >
      <DownloadIcon className="h-4 w-4 shrink-0" />
      {t('download')}
    </a>
  ) : (
    <span className={`${cellButton} cursor-not-allowed bg-gray-100 text-gray-600`}>
      <DownloadIcon className="h-4 w-4 shrink-0" />
      <span aria-hidden="true">{t('download')}</span>
      <span className="sr-only">{`${report}: ${t('reportUnavailable')}`}</span>
    </span>
  )
}
