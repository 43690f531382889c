import type { Block } from 'payload'

import { button, plainDescription, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { interestedToJoin } from './wire'

export const InterestedToJoinBlock: Block = {
  slug: 'interested_to_join',
  interfaceName: 'InterestedToJoinBlock',
  admin: { group: sectionGroups.text },
  labels: {
    singular: { en: 'Join us', ar: 'انضم إلينا' },
    plural: { en: 'Join us', ar: 'انضم إلينا' },
  },
  fields: [
    title({
      required: true,
      description: {
        en: 'An invitation to join the team, with an optional button opening in a new tab.',
        ar: 'دعوة للانضمام إلى الفريق، مع زر اختياري يفتح في تبويب جديد.',
      },
    }),
    plainDescription(),
    button(),
  ],
}

export const section = {
  block: InterestedToJoinBlock,
  fromWire: interestedToJoin,
} satisfies SectionKindOf<'interested_to_join'>
