import { Section } from '@/components/ui/Section'
import { LtrRuns } from '../shared/LtrRuns'
import type { SectionProps } from '../SectionProps'

/**
 * Key figures in three columns (spec §2.5). A description list: the caption is the term, the
 * figure its value; the figure is shown first and larger, screen readers hear caption then figure.
 */
export function StatisticsSection({ section }: SectionProps<'statistics'>) {
  const { header, items } = section
  return (
    <Section heading={header} tinted>
      <dl className="grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <div
            key={item.id}
            className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm"
          >
            <dt className="mt-2 text-brand-900">
              <LtrRuns text={item.label} />
            </dt>
            <dd className="text-3xl font-bold text-brand-700 md:text-4xl">
              <LtrRuns text={item.value} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
