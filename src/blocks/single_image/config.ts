import type { Block } from 'payload'

import { image } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { singleImage } from './wire'

export const SingleImageBlock: Block = {
  slug: 'single_image',
  interfaceName: 'SingleImageBlock',
  admin: { group: sectionGroups.banners },
  labels: { singular: { en: 'Image', ar: 'صورة' }, plural: { en: 'Images', ar: 'صور' } },
  fields: [
    image(
      'image',
      { en: 'Image', ar: 'الصورة' },
      {
        required: true,
        description: { en: 'One picture across the page.', ar: 'صورة واحدة بعرض الصفحة.' },
      },
    ),
  ],
}

export const section = {
  block: SingleImageBlock,
  fromWire: singleImage,
} satisfies SectionKindOf<'single_image'>
