import type { Block } from 'payload'

import { image, localTextarea, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { fullBanner } from './wire'

export const FullBannerBlock: Block = {
  slug: 'full_banner',
  interfaceName: 'FullBannerBlock',
  admin: { group: sectionGroups.banners },
  labels: {
    singular: { en: 'Full-width banner', ar: 'لافتة بعرض الصفحة' },
    plural: { en: 'Full-width banners', ar: 'لافتات بعرض الصفحة' },
  },
  fields: [
    title({
      description: {
        en: 'A picture across the top of a page that belongs to a group (About, products, customer service).',
        ar: 'صورة بعرض أعلى الصفحة للصفحات المنتمية إلى مجموعة (من نحن، المنتجات، خدمة العملاء).',
      },
    }),
    localTextarea('description', { en: 'Description', ar: 'الوصف' }),
    image('image', { en: 'Image', ar: 'الصورة' }, { required: true }),
  ],
}

export const section = {
  block: FullBannerBlock,
  fromWire: fullBanner,
} satisfies SectionKindOf<'full_banner'>
