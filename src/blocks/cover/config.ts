import type { Block } from 'payload'

export const CoverBlock: Block = {
  slug: 'cover',
  interfaceName: 'CoverBlock',
  labels: {
    singular: { en: 'Cover (hero banner)', ar: 'غلاف (لافتة رئيسية)' },
    plural: { en: 'Covers', ar: 'أغلفة' },
  },
  admin: {
    disableBlockName: true,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', ar: 'العنوان' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { en: 'Description', ar: 'الوصف' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Background image', ar: 'صورة الخلفية' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          localized: true,
          label: { en: 'Button text', ar: 'نص الزر' },
        },
        {
          name: 'buttonLink',
          type: 'text',
          label: { en: 'Button link', ar: 'رابط الزر' },
          admin: {
            description: {
              en: 'A path such as /claims, or a full address starting with http.',
              ar: 'مسار مثل ‎/claims‎ أو عنوان كامل يبدأ بـ http.',
            },
          },
        },
      ],
    },
  ],
}
