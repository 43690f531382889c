import { stripTags } from '@/content/fromWire/text'
import type { PageView } from '@/content/view'

/**
 * FAQPage structured data for a page with question-and-answer sections, or null when it has none.
 * Answers go as plain text: what the accordion shows, without its markup.
 */
export function faqPageJsonLd(page: PageView): Record<string, unknown> | null {
  const questions = page.sections.flatMap((section) => (section.kind === 'faq' ? section.items : []))
  if (questions.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: stripTags(item.answer) },
    })),
  }
}
