import type { SectionView } from '@/content/view'
import { sanitizeHtml } from '@/utilities/sanitizeHtml'

/**
 * The questions of every FAQ section of a page as one FAQPage: search engines read one per page,
 * and a page with several accordions (the FAQ page has four) is still one page of questions.
 * Null when the page has none. The answers keep their simple markup, which search engines accept.
 */
export function faqPageJsonLd(sections: SectionView[]): Record<string, unknown> | null {
  const questions = sections.flatMap((section) => (section.kind === 'faq' ? section.items : []))
  if (!questions.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: sanitizeHtml(answer) },
    })),
  }
}
