import type { Block } from 'payload'

import { chooseType, description, header, image, items, link, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { card } from './wire'

export const CardBlock: Block = {
  slug: 'card',
  interfaceName: 'CardBlock',
  admin: { group: sectionGroups.cards },
  labels: { singular: { en: 'Cards', ar: 'بطاقات' }, plural: { en: 'Cards', ar: 'بطاقات' } },
  fields: [
    header({
      description: {
        en: 'A grid of cards with a logo, title, text and an optional link (one, two or three columns).',
        ar: 'شبكة بطاقات لكل منها شعار وعنوان ونص ورابط اختياري (عمود أو عمودان أو ثلاثة).',
      },
    }),
    items({ singular: { en: 'Card', ar: 'بطاقة' }, plural: { en: 'Cards', ar: 'البطاقات' } }, [
      image('logo', { en: 'Logo', ar: 'الشعار' }),
      title({ required: true }),
      description(),
      link('redirectText', 'redirectUrl'),
      chooseType,
    ]),
  ],
}

export const section = {
  block: CardBlock,
  fromWire: card,
} satisfies SectionKindOf<'card'>
