import type { Block } from 'payload'

import { button, image, items, linkField, localText, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { largeSlider } from './wire'

export const LargeSliderBlock: Block = {
  slug: 'largeSlider',
  interfaceName: 'LargeSliderBlock',
  admin: { group: sectionGroups.cards },
  labels: {
    singular: { en: 'Large slider', ar: 'شريط عرض كبير' },
    plural: { en: 'Large sliders', ar: 'أشرطة عرض كبيرة' },
  },
  fields: [
    title({
      description: {
        en: 'A title and text beside a slider of large picture items, two at a time, with a "view all" button.',
        ar: 'عنوان ونص بجانب شريط عناصر مصوّرة كبيرة، عنصران في كل مرة، مع زر "عرض الكل".',
      },
    }),
    plainDescription(),
    {
      type: 'row',
      fields: [
        localText('viewAllButtonText', { en: '"View all" button text', ar: 'نص زر "عرض الكل"' }),
        linkField('button_link', { en: '"View all" link', ar: 'رابط "عرض الكل"' }),
      ],
    },
    items({ singular: { en: 'Item', ar: 'عنصر' }, plural: { en: 'Items', ar: 'العناصر' } }, [
      image('imageUrl', { en: 'Image', ar: 'الصورة' }, { required: true }),
      title({ required: true }),
      plainDescription(),
      button('buttonText', 'button_link'),
    ]),
  ],
}

export const section = {
  block: LargeSliderBlock,
  fromWire: largeSlider,
} satisfies SectionKindOf<'largeSlider'>
