import type { Block } from 'payload'

import { button, header, items, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { form, formToWire } from './wire'

export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  admin: { group: sectionGroups.careersAndForms },
  labels: {
    singular: { en: 'External form', ar: 'نموذج خارجي' },
    plural: { en: 'External forms', ar: 'نماذج خارجية' },
  },
  fields: [
    header({
      description: {
        en: 'Labelled input boxes and a button that opens an external page in a new tab.',
        ar: 'حقول إدخال معنونة وزر يفتح صفحة خارجية في تبويب جديد.',
      },
    }),
    items({ singular: { en: 'Input', ar: 'حقل' }, plural: { en: 'Inputs', ar: 'الحقول' } }, [
      {
        type: 'row',
        fields: [
          localText('input_label', { en: 'Label', ar: 'التسمية' }, { required: true }),
          localText('input_text', { en: 'Placeholder', ar: 'النص الإرشادي' }),
        ],
      },
    ]),
    button(),
  ],
}

export const section = {
  block: FormBlock,
  fromWire: form,
  toWire: formToWire,
} satisfies SectionKindOf<'form'>
