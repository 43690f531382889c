import type { Block } from 'payload'

import { image, linkField, localText, localTextarea, title } from '@/fields'

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
    localTextarea('description', { en: 'Description', ar: 'الوصف' }),
    image('image', { en: 'Background image', ar: 'صورة الخلفية' }),
    {
      type: 'row',
      fields: [
        localText('buttonText', { en: 'Button text', ar: 'نص الزر' }),
        linkField('button_link', { en: 'Button link', ar: 'رابط الزر' }),
      ],
    },
  ],
}

export const section = {
  block: CoverBlock,
  fromWire: cover,
} satisfies SectionKindOf<'cover'>
