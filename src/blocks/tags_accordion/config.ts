import type { Block } from 'payload'

import { button, header, localText, localTextarea, namedRows, plainDescription } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { tagsAccordion } from './wire'

export const TagsAccordionBlock: Block = {
  slug: 'tags_accordion',
  interfaceName: 'TagsAccordionBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Topics with pills', ar: 'مواضيع بأزرار' },
    plural: { en: 'Topics with pills', ar: 'مواضيع بأزرار' },
  },
  fields: [
    header({
      description: {
        en: 'A row of pill buttons; picking one shows its text below. The first is open at first.',
        ar: 'صف من الأزرار؛ اختيار أحدها يعرض نصه أسفله. يكون الأول مفتوحًا في البداية.',
      },
    }),
    plainDescription(),
    {
      name: 'tags',
      type: 'array',
      labels: { singular: { en: 'Topic', ar: 'موضوع' }, plural: { en: 'Topics', ar: 'المواضيع' } },
      admin: { components: namedRows },
      fields: [
        localText('tag', { en: 'Pill text', ar: 'نص الزر' }, { required: true }),
        localTextarea('text', { en: 'Text shown', ar: 'النص المعروض' }, { required: true }),
      ],
    },
    button(),
  ],
}

export const section = {
  block: TagsAccordionBlock,
  fromWire: tagsAccordion,
} satisfies SectionKindOf<'tags_accordion'>
