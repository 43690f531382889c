import type { Block } from 'payload'

import { image } from '@/fields'

export const SingleImageBlock: Block = {
  slug: 'single_image',
  interfaceName: 'SingleImageBlock',
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
