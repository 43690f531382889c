import type { Block } from 'payload'

import { description, image, localText, localTextarea, namedRows, plainText, title } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { whoWeAre } from './wire'

export const WhoWeAreBlock: Block = {
  slug: 'whoWeAre',
  interfaceName: 'WhoWeAreBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'About the company', ar: 'نبذة عن الشركة' },
    plural: { en: 'About the company', ar: 'نبذة عن الشركة' },
  },
  fields: [
    title({
      required: true,
      description: {
        en: 'The company in a few words: title, subtitle, text, a picture and its social media links.',
        ar: 'الشركة في سطور: عنوان وعنوان فرعي ونص وصورة وروابط التواصل الاجتماعي.',
      },
    }),
    localText('subTitle', { en: 'Subtitle', ar: 'العنوان الفرعي' }),
    description(),
    image('image', { en: 'Image', ar: 'الصورة' }),
    {
      name: 'socialMedia',
      type: 'group',
      label: { en: 'Social media', ar: 'التواصل الاجتماعي' },
      fields: [
        localText('socialTitle', { en: 'Title', ar: 'العنوان' }),
        localTextarea('socialDescription', { en: 'Text', ar: 'النص' }),
        {
          name: 'socialLinks',
          type: 'array',
          // The generated table name would pass PostgreSQL's 63-character limit.
          dbName: 'who_we_are_social_links',
          label: { en: 'Links', ar: 'الروابط' },
          labels: { singular: { en: 'Link', ar: 'رابط' }, plural: { en: 'Links', ar: 'الروابط' } },
          admin: { components: namedRows },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'icon',
                  type: 'select',
                  required: true,
                  label: { en: 'Network', ar: 'الشبكة' },
                  options: ['x', 'instagram', 'facebook', 'linkedin', 'youtube'].map((v) => ({
                    value: v,
                    label: v,
                  })),
                },
                localText('name', { en: 'Name', ar: 'الاسم' }),
                plainText('url', { en: 'Address', ar: 'العنوان' }, { required: true }),
              ],
            },
          ],
        },
      ],
    },
  ],
}

export const section = {
  block: WhoWeAreBlock,
  fromWire: whoWeAre,
} satisfies SectionKindOf<'whoWeAre'>
