import type { Block } from 'payload'

import { button, localText, plainDescription, plainText, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { contactInformation } from './wire'

export const ContactInformationBlock: Block = {
  slug: 'contact_information',
  interfaceName: 'ContactInformationBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Contact details', ar: 'بيانات التواصل' },
    plural: { en: 'Contact details', ar: 'بيانات التواصل' },
  },
  fields: [
    title({
      description: {
        en: 'Phone (Call us), email (Email us), opening hours and social links.',
        ar: 'الهاتف (اتصل بنا) والبريد الإلكتروني (راسلنا) وساعات العمل وروابط التواصل الاجتماعي.',
      },
    }),
    plainDescription(),
    {
      type: 'row',
      fields: [
        plainText('phone_number', { en: 'Phone number', ar: 'رقم الهاتف' }),
        { name: 'email', type: 'email', label: { en: 'Email', ar: 'البريد الإلكتروني' } },
      ],
    },
    localText('opening_hours', { en: 'Opening hours', ar: 'ساعات العمل' }),
    {
      name: 'socialLinks',
      type: 'group',
      label: { en: 'Social links', ar: 'روابط التواصل الاجتماعي' },
      fields: [
        {
          type: 'row',
          fields: [
            plainText('twitter', { en: 'X (Twitter)', ar: 'إكس (تويتر)' }),
            plainText('linkedin', { en: 'LinkedIn', ar: 'لينكدإن' }),
            plainText('instagram', { en: 'Instagram', ar: 'إنستغرام' }),
            plainText('facebook', { en: 'Facebook', ar: 'فيسبوك' }),
          ],
        },
      ],
    },
    button(),
  ],
}

export const section = {
  block: ContactInformationBlock,
  fromWire: contactInformation,
} satisfies SectionKindOf<'contact_information'>
