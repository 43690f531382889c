import { getTranslations } from 'next-intl/server'

import { CheckIcon, CloseIcon } from '@/components/icons'
import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'
import { StickyColumnTable } from '../shared/StickyColumnTable'

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
        <StickyColumnTable
          label={header || t('plansTable')}
          corner={t('planBenefit')}
          columns={PLAN_LABELS.map((plan) => ({ key: plan, label: t(plan) }))}
          rows={rows.map((row) => ({
            id: row.id,
            heading: row.title,
            cells: row.plans.map((text, index) => (
              <PlanCell key={PLAN_LABELS[index]} text={text} notAvailable={t('notAvailable')} />
            )),
          }))}
          tableClassName="w-full min-w-[36rem] table-fixed text-sm md:text-base"
          firstColumnClassName="w-36 md:w-2/5"
          cellClassName="px-4 py-3 text-start"
          alignTop
        />
      )}
    </Section>
  )
}

/** A benefit under one plan: a tick with its text, or a cross with "not available". */
function PlanCell({ text, notAvailable }: { text: string; notAvailable: string }) {
  return text ? (
    <span className="flex items-start gap-2">
      <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <span>{text}</span>
    </span>
  ) : (
    <span className="flex items-start gap-2 text-gray-600">
      <CloseIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
      <span>{notAvailable}</span>
    </span>
  )
}
