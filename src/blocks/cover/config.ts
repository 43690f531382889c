import type { Block } from 'payload'

import { button, image, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { cover } from './wire'

export const CoverBlock: Block = {
  slug: 'cover',
  interfaceName: 'CoverBlock',
  admin: { group: sectionGroups.banners },
  labels: {
    singular: { en: 'Cover (hero banner)', ar: 'غلاف (لافتة رئيسية)' },
    plural: { en: 'Covers', ar: 'أغلفة' },
  },
  fields: [
    title({
      required: true,
      description: {
        en: 'A 400 px banner at the top: background picture, title, short text and an optional button.',
        ar: 'لافتة بارتفاع 400 بكسل في الأعلى: صورة خلفية وعنوان ونص قصير وزر اختياري.',
      },
    }),
    plainDescription(),
    image('image', { en: 'Background image', ar: 'صورة الخلفية' }),
    button('buttonText', 'button_link'),
  ],
}

export const section = {
  block: CoverBlock,
  fromWire: cover,
} satisfies SectionKindOf<'cover'>
