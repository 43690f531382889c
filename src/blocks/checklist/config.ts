import type { Block } from 'payload'

import { button, header, items, localText, localTextarea } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { checklist } from './wire'

export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Checklist', ar: 'قائمة تحقق' },
    plural: { en: 'Checklists', ar: 'قوائم تحقق' },
  },
  fields: [
    header({
      description: {
        en: 'A heading and a list of ticked points, with an optional button.',
        ar: 'عنوان وقائمة نقاط بعلامة صح، مع زر اختياري.',
      },
    }),
    items({ singular: { en: 'Point', ar: 'نقطة' }, plural: { en: 'Points', ar: 'النقاط' } }, [
      localText('title', { en: 'Title (optional)', ar: 'العنوان (اختياري)' }),
      localTextarea('description', { en: 'Text', ar: 'النص' }, { required: true }),
    ]),
    button(),
  ],
}

export const section = {
  block: ChecklistBlock,
  fromWire: checklist,
} satisfies SectionKindOf<'checklist'>
