import type { Block } from 'payload'

import { header, items, link, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { multipleTitle } from './wire'

export const MultipleTitleBlock: Block = {
  slug: 'multiple_title',
  interfaceName: 'MultipleTitleBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Titled blocks', ar: 'فقرات معنونة' },
    plural: { en: 'Titled blocks', ar: 'فقرات معنونة' },
  },
  fields: [
    header({
      description: {
        en: 'Several short titled texts side by side, each with an optional "learn more" link.',
        ar: 'عدة نصوص قصيرة معنونة متجاورة، لكل منها رابط "اعرف المزيد" اختياري.',
      },
    }),
    items({ singular: { en: 'Block', ar: 'فقرة' }, plural: { en: 'Blocks', ar: 'الفقرات' } }, [
      title({ required: true }),
      plainDescription(),
      link('link_text', 'link_url'),
    ]),
  ],
}

export const section = {
  block: MultipleTitleBlock,
  fromWire: multipleTitle,
} satisfies SectionKindOf<'multiple_title'>
