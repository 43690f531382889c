import type { Block } from 'payload'

import { description, image, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { banner } from './wire'

export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  admin: { group: sectionGroups.banners },
  labels: { singular: { en: 'Banner', ar: 'لافتة' }, plural: { en: 'Banners', ar: 'لافتات' } },
  fields: [
    title({
      required: true,
      description: {
        en: 'A background picture under a dark overlay, with an optional logo, a title and text.',
        ar: 'صورة خلفية تحت طبقة داكنة، مع شعار اختياري وعنوان ونص.',
      },
    }),
    description(),
    image('backgroundImage', { en: 'Background image', ar: 'صورة الخلفية' }, { required: true }),
    image('logo', { en: 'Logo', ar: 'الشعار' }),
  ],
}

export const section = {
  block: BannerBlock,
  fromWire: banner,
} satisfies SectionKindOf<'banner'>
