import type { Block } from 'payload'

import { header, items, localText, localTextarea, plainText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { ourBranches } from './wire'

export const OurBranchesBlock: Block = {
  slug: 'our_branches',
  interfaceName: 'OurBranchesBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Branches and map', ar: 'الفروع والخريطة' },
    plural: { en: 'Branches and map', ar: 'الفروع والخريطة' },
  },
  fields: [
    header({
      description: {
        en: 'Buttons to pick a branch, its details and its location on an embedded map.',
        ar: 'أزرار لاختيار فرع، مع بياناته وموقعه على خريطة مضمّنة.',
      },
    }),
    items({ singular: { en: 'Branch', ar: 'فرع' }, plural: { en: 'Branches', ar: 'الفروع' } }, [
      localText('branchTitle', { en: 'Branch name', ar: 'اسم الفرع' }, { required: true }),
      localText('location', { en: 'City', ar: 'المدينة' }),
      localTextarea('address', { en: 'Address', ar: 'العنوان' }),
      {
        type: 'row',
        fields: [
          localText('poBox', { en: 'PO Box', ar: 'صندوق البريد' }),
          plainText('phone', { en: 'Phone', ar: 'الهاتف' }),
          plainText('fax', { en: 'Fax', ar: 'الفاكس' }),
        ],
      },
      plainText(
        'iframeUrl',
        { en: 'Map', ar: 'الخريطة' },
        {
          description: {
            en: 'The map embed code or its address (https://www.google.com/maps/embed?...).',
            ar: 'شيفرة تضمين الخريطة أو عنوانها (https://www.google.com/maps/embed?...).',
          },
        },
      ),
    ]),
  ],
}

export const section = {
  block: OurBranchesBlock,
  fromWire: ourBranches,
} satisfies SectionKindOf<'our_branches'>
