import type { Block } from 'payload'

import { documentPair, header, items, localText, plainDescription } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { customerRightsSection } from './wire'

export const CustomerRightsSectionBlock: Block = {
  slug: 'customer_rights_section',
  interfaceName: 'CustomerRightsSectionBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Documents to download', ar: 'مستندات للتنزيل' },
    plural: { en: 'Documents to download', ar: 'مستندات للتنزيل' },
  },
  fields: [
    header({
      description: {
        en: 'A heading, a text and a list of PDF documents, each with a Download button.',
        ar: 'عنوان ونص وقائمة مستندات PDF، لكل منها زر تنزيل.',
      },
    }),
    plainDescription(),
    items(
      { singular: { en: 'Document', ar: 'مستند' }, plural: { en: 'Documents', ar: 'المستندات' } },
      [
        localText('pdfTitle', { en: 'Title', ar: 'العنوان' }, { required: true }),
        ...documentPair('pdf', { en: 'PDF', ar: 'ملف PDF' }, { required: true }),
      ],
    ),
  ],
}

export const section = {
  block: CustomerRightsSectionBlock,
  fromWire: customerRightsSection,
} satisfies SectionKindOf<'customer_rights_section'>
