import type { Block } from 'payload'

import { header, items, localRichText, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { faq } from './wire'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' },
    plural: { en: 'Questions and answers', ar: 'أسئلة وأجوبة' },
  },
  fields: [
    header({
      description: {
        en: 'Questions that open to show their answer, one at a time.',
        ar: 'أسئلة تُفتح لعرض إجاباتها، سؤالًا واحدًا في كل مرة.',
      },
    }),
    items(
      { singular: { en: 'Question', ar: 'سؤال' }, plural: { en: 'Questions', ar: 'الأسئلة' } },
      [
        localText('question', { en: 'Question', ar: 'السؤال' }, { required: true }),
        localRichText('answer', { en: 'Answer', ar: 'الإجابة' }, { required: true }),
      ],
    ),
  ],
}

export const section = {
  block: FaqBlock,
  fromWire: faq,
} satisfies SectionKindOf<'faq'>
