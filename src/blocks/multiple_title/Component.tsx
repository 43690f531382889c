import { getTranslations } from 'next-intl/server'

import { ChevronForwardIcon } from '@/components/icons'
import { ContentLink } from '@/components/ui/ContentLink'
import { Section } from '@/components/ui/Section'
import { textLink } from '@/components/ui/styles'

import { LtrRuns } from '../shared/LtrRuns'
import type { SectionProps } from '../SectionProps'

/** Titled blocks in a grid, each with its description and an optional "learn more" link (spec §2.5). */
export async function MultipleTitleSection({ section }: SectionProps<'multiple_title'>) {
  const t = await getTranslations('sections')
  const { header, items } = section
  // Blocks sit under the section's h2; without one they are the h2s themselves.
  const Heading = header ? 'h3' : 'h2'
  const columns =
    items.length === 1
      ? ''
      : items.length === 2 || items.length === 4
        ? 'md:grid-cols-2'
        : 'md:grid-cols-2 lg:grid-cols-3'
  return (
    <Section heading={header}>
      <ul className={`grid grid-cols-1 gap-5 ${columns}`}>
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6"
          >
            {item.title && (
              <Heading className="text-lg font-bold text-brand-900">{item.title}</Heading>
            )}
            {item.paragraphs.map((paragraph, index) => (
              <p
                key={index}
                className={`leading-relaxed ${index === 0 && item.title ? 'mt-3' : 'mt-2'}`}
              >
                <LtrRuns text={paragraph} />
              </p>
            ))}
            {item.link && (
              <ContentLink
                link={item.link}
                className={`mt-auto inline-flex items-center gap-1.5 self-start pt-5 ${textLink}`}
              >
                {item.link.text || t('learnMore')}
                {/* "Learn more" alone repeats on every block: screen readers also hear which one. */}
                {!item.link.text && item.title && <span className="sr-only">: {item.title}</span>}
                {item.link.external && <span className="sr-only"> {t('opensInNewTab')}</span>}
                <ChevronForwardIcon className="flip-rtl h-4 w-4" />
              </ContentLink>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
