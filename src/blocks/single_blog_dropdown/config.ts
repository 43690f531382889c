import type { Block } from 'payload'

import { description, header, items, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { singleBlogDropdown } from './wire'

export const SingleBlogDropdownBlock: Block = {
  slug: 'single_blog_dropdown',
  interfaceName: 'SingleBlogDropdownBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Text with expandable parts', ar: 'نص بأجزاء قابلة للتوسيع' },
    plural: { en: 'Texts with expandable parts', ar: 'نصوص بأجزاء قابلة للتوسيع' },
  },
  fields: [
    header({
      description: {
        en: 'A heading and text, followed by titled parts that open one by one.',
        ar: 'عنوان ونص تتبعهما أجزاء معنونة تُفتح واحدًا تلو الآخر.',
      },
    }),
    description(),
    items({ singular: { en: 'Part', ar: 'جزء' }, plural: { en: 'Parts', ar: 'الأجزاء' } }, [
      title({ required: true }),
      description({ required: true }),
    ]),
  ],
}

export const section = {
  block: SingleBlogDropdownBlock,
  fromWire: singleBlogDropdown,
} satisfies SectionKindOf<'single_blog_dropdown'>
