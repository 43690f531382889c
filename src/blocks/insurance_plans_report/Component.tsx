import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'
import { TableScroller } from '@/components/ui/TableScroller'
import type { SectionProps } from '../sectionKind'

const PLAN_LABELS = ['plan1', 'plan2', 'plan3'] as const

/** Benefits against Plan 1 to Plan 3: a tick with the text where covered, a cross with n/a where not. */
export async function InsurancePlansReportSection({
  section,
}: SectionProps<'insurance_plans_report'>) {
  const t = await getTranslations('sections')
  const { header, rows } = section
  return (
    <Section heading={header}>
      {rows.length === 0 ? (
        <p>{t('noPlans')}</p>
      ) : (
        // The first column stays in view while the others scroll.
        <TableScroller label={header || t('plansTable')}>
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-sm md:text-base">
            <thead className="bg-brand-700 text-white">
              <tr>
                <th
                  scope="col"
                  className="sticky start-0 w-36 bg-brand-700 md:w-2/5 px-4 py-3 text-start font-semibold"
                >
                  {t('planBenefit')}
                </th>
                {PLAN_LABELS.map((plan) => (
                  <th key={plan} scope="col" className="px-4 py-3 text-start font-semibold">
                    {t(plan)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-t border-brand-100 align-top odd:bg-white even:bg-brand-50"
                >
                  <th
                    scope="row"
                    className="sticky start-0 bg-inherit px-4 py-3 text-start font-semibold text-brand-900"
                  >
                    {row.title}
                  </th>
                  {row.plans.map((text, index) => (
                    <td key={index} className="px-4 py-3">
                      {text ? (
                        <span className="flex items-start gap-2">
                          <CheckIcon />
                          <span>{text}</span>
                        </span>
                      ) : (
                        <span className="flex items-start gap-2 text-gray-600">
                          <CrossIcon />
                          <span>{t('notAvailable')}</span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Section>
  )
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

// A tick does not point anywhere: it stays as it is in Arabic.
function CheckIcon() {
  return (
    <svg {...iconProps} className="mt-0.5 h-5 w-5 shrink-0 text-brand-600">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  )
}

function CrossIcon() {
  return (
    <svg {...iconProps} className="mt-0.5 h-5 w-5 shrink-0 text-red-700">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}
