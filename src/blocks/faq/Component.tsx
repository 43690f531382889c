import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'

import { FaqAccordion } from './FaqAccordion'
import type { SectionProps } from '../SectionProps'

/**
 * Questions and answers; the answers are sanitized here on the server, the accordion only toggles.
 * The page describes all its questions as one FAQPage (faqPageJsonLd, drawn by ContentPage).
 */
export function FaqSection({ section }: SectionProps<'faq'>) {
  const items = section.items.map(({ id, question, answer }) => ({
    id,
    question,
    answer: <RichText html={answer} className="max-w-3xl" />,
  }))
  return (
    <Section heading={section.header}>
      {/* Questions sit under the section's h2; without one they are the h2s themselves. */}
      <FaqAccordion items={items} headingLevel={section.header ? 3 : 2} />
    </Section>
  )
}
