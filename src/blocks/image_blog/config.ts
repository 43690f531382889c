import type { Block } from 'payload'

import { button, description, header, image } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { imageBlog } from './wire'

export const ImageBlogBlock: Block = {
  slug: 'image_blog',
  interfaceName: 'ImageBlogBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Text with image', ar: 'نص مع صورة' },
    plural: { en: 'Texts with image', ar: 'نصوص مع صور' },
  },
  fields: [
    header({
      description: {
        en: 'A picture beside a heading and formatted text, with an optional button.',
        ar: 'صورة بجانب عنوان ونص منسّق، مع زر اختياري.',
      },
    }),
    description(),
    image('image', { en: 'Image', ar: 'الصورة' }, { required: true }),
    button(),
  ],
}

export const section = {
  block: ImageBlogBlock,
  fromWire: imageBlog,
} satisfies SectionKindOf<'image_blog'>
