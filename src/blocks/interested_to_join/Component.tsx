import { Section } from '@/components/ui/Section'

import { LtrRuns } from '../shared/LtrRuns'
import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

/** An invitation to join: title, description and a button that opens in a new tab (spec §2.5). */
export function InterestedToJoinSection({ section }: SectionProps<'interested_to_join'>) {
  const { title, paragraphs, button } = section
  return (
    <Section>
      <div className="rounded-3xl bg-brand-50 px-6 py-10 md:px-12 md:py-12">
        <div className="max-w-3xl">
          {/* Decoration only: the brand's gold mark above the title. */}
          <div aria-hidden="true" className="mb-5 h-1.5 w-14 rounded-full bg-accent-500" />
          {title && <h2 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h2>}
          {paragraphs.map((paragraph, index) => (
            <p
              key={index}
              className={`leading-relaxed md:text-lg ${index === 0 && title ? 'mt-4' : 'mt-3'}`}
            >
              <LtrRuns text={paragraph} />
            </p>
          ))}
          {button && (
            <div className="mt-8">
              <SectionButton button={button} newTab />
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
