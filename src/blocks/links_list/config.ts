import type { Block } from 'payload'

import { header, items, linkField, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { linksList } from './wire'

export const LinksListBlock: Block = {
  slug: 'links_list',
  interfaceName: 'LinksListBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'List of links', ar: 'قائمة روابط' },
    plural: { en: 'Lists of links', ar: 'قوائم روابط' },
  },
  fields: [
    header({
      description: {
        en: 'Rows of links, each with an arrow.',
        ar: 'صفوف من الروابط، لكل منها سهم.',
      },
    }),
    items({ singular: { en: 'Link', ar: 'رابط' }, plural: { en: 'Links', ar: 'الروابط' } }, [
      {
        type: 'row',
        fields: [
          localText('text', { en: 'Text', ar: 'النص' }, { required: true }),
          { ...linkField('text_url'), required: true },
        ],
      },
    ]),
  ],
}

export const section = {
  block: LinksListBlock,
  fromWire: linksList,
} satisfies SectionKindOf<'links_list'>
