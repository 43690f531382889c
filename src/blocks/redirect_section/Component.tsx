import { Section } from '@/components/ui/Section'

import { LtrRuns } from '../shared/LtrRuns'
import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

/** White on the brand's dark green: the button stays readable (the gold one is not, under 4.5:1). */
const buttonOnBrand =
  'inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * A call-to-action band that leads elsewhere (the spec names the kind only): a short message on
 * the brand colour and one button, beside each other on wide screens.
 */
export function RedirectSection({ section }: SectionProps<'redirect_section'>) {
  const { title, paragraphs, button } = section
  return (
    <Section>
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-white md:px-12 md:py-12">
        {/* Decoration only: a soft gold arc in the end corner, left out on phones where the title reaches it. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-16 -top-16 hidden h-48 w-48 md:block rounded-full border-[24px] border-accent-500/30"
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between md:gap-10">
          <div className="max-w-2xl">
            {title && <h2 className="text-2xl font-bold md:text-3xl">{title}</h2>}
            {paragraphs.map((paragraph, index) => (
              <p
                key={index}
                className={`text-base text-brand-50 md:text-lg ${index === 0 && title ? 'mt-3' : 'mt-2'}`}
              >
                <LtrRuns text={paragraph} />
              </p>
            ))}
          </div>
          {button && (
            <div className="shrink-0">
              <SectionButton button={button} className={buttonOnBrand} />
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
