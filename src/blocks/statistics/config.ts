import type { Block } from 'payload'

import { header, items, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { statistics } from './wire'

export const StatisticsBlock: Block = {
  slug: 'statistics',
  interfaceName: 'StatisticsBlock',
  admin: { group: sectionGroups.cards },
  labels: {
    singular: { en: 'Key figures', ar: 'أرقام رئيسية' },
    plural: { en: 'Key figures', ar: 'أرقام رئيسية' },
  },
  fields: [
    header({
      description: {
        en: 'Figures in three columns, each a large value with a caption.',
        ar: 'أرقام في ثلاثة أعمدة، لكل منها قيمة بارزة وتعليق.',
      },
    }),
    items({ singular: { en: 'Figure', ar: 'رقم' }, plural: { en: 'Figures', ar: 'الأرقام' } }, [
      {
        type: 'row',
        fields: [
          localText('header', { en: 'Value', ar: 'القيمة' }, { required: true }),
          localText('title', { en: 'Caption', ar: 'التعليق' }, { required: true }),
        ],
      },
    ]),
  ],
}

export const section = {
  block: StatisticsBlock,
  fromWire: statistics,
} satisfies SectionKindOf<'statistics'>
