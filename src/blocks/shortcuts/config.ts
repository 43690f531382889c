import type { Block } from 'payload'

import { chooseType, description, header, image, items, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { shortcuts } from './wire'

export const ShortcutsBlock: Block = {
  slug: 'shortcuts',
  interfaceName: 'ShortcutsBlock',
  admin: { group: sectionGroups.cards },
  labels: {
    singular: { en: 'Shortcuts', ar: 'اختصارات' },
    plural: { en: 'Shortcuts', ar: 'اختصارات' },
  },
  fields: [
    header({
      description: {
        en: 'A grid of links with an icon, title and text; each opens its target in a new tab.',
        ar: 'شبكة روابط لكل منها أيقونة وعنوان ونص؛ يفتح كل رابط وجهته في تبويب جديد.',
      },
    }),
    items(
      { singular: { en: 'Shortcut', ar: 'اختصار' }, plural: { en: 'Shortcuts', ar: 'الاختصارات' } },
      [
        image('icon', { en: 'Icon', ar: 'الأيقونة' }),
        title({ required: true }),
        description(),
        chooseType,
      ],
    ),
  ],
}

export const section = {
  block: ShortcutsBlock,
  fromWire: shortcuts,
} satisfies SectionKindOf<'shortcuts'>
