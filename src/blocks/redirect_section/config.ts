import type { Block } from 'payload'

import { button, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { redirectSection } from './wire'

export const RedirectSectionBlock: Block = {
  slug: 'redirect_section',
  interfaceName: 'RedirectSectionBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Call to action', ar: 'دعوة إلى إجراء' },
    plural: { en: 'Calls to action', ar: 'دعوات إلى إجراء' },
  },
  fields: [
    title({
      required: true,
      description: {
        en: 'A highlighted band with a short message and a button that leads elsewhere.',
        ar: 'شريط بارز برسالة قصيرة وزر يقود إلى صفحة أخرى.',
      },
    }),
    plainDescription(),
    button(),
  ],
}

export const section = {
  block: RedirectSectionBlock,
  fromWire: redirectSection,
} satisfies SectionKindOf<'redirect_section'>
