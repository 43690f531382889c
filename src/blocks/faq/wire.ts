import type { FaqBlock } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/**
 * The fields of a section "Questions and answers", as the CMS stores them and the wire sends them.
 */
export const faqFields = {
  header: true,
  items: { question: true, answer: true },
} satisfies FieldNames<FaqBlock>

export type FaqWire = WireSectionOf<typeof faqFields>
