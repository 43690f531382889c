import type { Block } from 'payload'

import { header, items, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { boardTable } from './wire'

export const BoardTableBlock: Block = {
  slug: 'board_table',
  interfaceName: 'BoardTableBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Board of directors', ar: 'مجلس الإدارة' },
    plural: { en: 'Board of directors', ar: 'مجلس الإدارة' },
  },
  fields: [
    header({
      description: {
        en: 'The board as a table: name, position and membership classification.',
        ar: 'أعضاء المجلس في جدول: الاسم والمنصب وتصنيف العضوية.',
      },
    }),
    items({ singular: { en: 'Member', ar: 'عضو' }, plural: { en: 'Members', ar: 'الأعضاء' } }, [
      localText('name', { en: 'Name', ar: 'الاسم' }, { required: true }),
      {
        type: 'row',
        fields: [
          localText('position', { en: 'Position', ar: 'المنصب' }, { required: true }),
          localText('members', { en: 'Membership classification', ar: 'تصنيف العضوية' }),
        ],
      },
    ]),
  ],
}

export const section = {
  block: BoardTableBlock,
  fromWire: boardTable,
} satisfies SectionKindOf<'board_table'>
