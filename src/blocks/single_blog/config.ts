import type { Block } from 'payload'

import { button, description, header } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { singleBlog } from './wire'

export const SingleBlogBlock: Block = {
  slug: 'single_blog',
  interfaceName: 'SingleBlogBlock',
  admin: { group: sectionGroups.text },
  labels: { singular: { en: 'Text', ar: 'نص' }, plural: { en: 'Texts', ar: 'نصوص' } },
  fields: [
    header({
      description: {
        en: 'A heading and formatted text, with an optional button.',
        ar: 'عنوان ونص منسّق، مع زر اختياري.',
      },
    }),
    description({ required: true }),
    button(),
  ],
}

export const section = {
  block: SingleBlogBlock,
  fromWire: singleBlog,
} satisfies SectionKindOf<'single_blog'>
