import { JsonLd } from '@/components/JsonLd'
import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'
import { sanitizeHtml } from '@/utilities/sanitizeHtml'

import { FaqAccordion } from './FaqAccordion'
import type { FaqView } from './wire'

/** Questions and answers; the answers are sanitized here on the server, the accordion only toggles. */
export function FaqSection({ section }: { section: FaqView; priority: boolean }) {
  const items = section.items.map(({ id, question, answer }) => ({
    id,
    question,
    answer: <RichText html={answer} className="max-w-3xl" />,
  }))
  // The questions as FAQPage data; search engines accept the answers' simple markup.
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: section.items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: sanitizeHtml(answer) },
    })),
  }
  return (
    <Section heading={section.header}>
      {/* Questions sit under the section's h2; without one they are the h2s themselves. */}
      <FaqAccordion items={items} headingLevel={section.header ? 3 : 2} />
      <JsonLd data={faqPage} />
    </Section>
  )
}
