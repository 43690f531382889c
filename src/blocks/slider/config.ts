import type { Block } from 'payload'

import { chooseType, header, image, items, linkText, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { slider } from './wire'

export const SliderBlock: Block = {
  slug: 'slider',
  interfaceName: 'SliderBlock',
  admin: { group: sectionGroups.cards },
  labels: {
    singular: { en: 'Card carousel', ar: 'شريط بطاقات متحرك' },
    plural: { en: 'Card carousels', ar: 'أشرطة بطاقات متحركة' },
  },
  fields: [
    header({
      description: {
        en: 'A carousel of picture cards with arrows, four at a time on wide screens; the text shows on hover.',
        ar: 'شريط متحرك من بطاقات مصوّرة مع أسهم، أربع بطاقات في الشاشات العريضة؛ يظهر النص عند التمرير.',
      },
    }),
    items({ singular: { en: 'Card', ar: 'بطاقة' }, plural: { en: 'Cards', ar: 'البطاقات' } }, [
      image('imageUrl', { en: 'Image', ar: 'الصورة' }, { required: true }),
      title({ required: true }),
      plainDescription(),
      linkText('redirectText'),
      chooseType,
    ]),
  ],
}

export const section = {
  block: SliderBlock,
  fromWire: slider,
} satisfies SectionKindOf<'slider'>
