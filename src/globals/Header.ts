import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { image, linkField, localText, namedRows } from '@/fields'

import { revalidateGlobal } from './revalidateGlobal'

const pageLink = linkField('link', { en: 'Page', ar: 'الصفحة' })

export const Header: GlobalConfig = {
  slug: 'header',
  label: { en: 'Header and menu', ar: 'الترويسة والقائمة' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    image(
      'logo',
      { en: 'Logo', ar: 'الشعار' },
      {
        description: {
          en: 'Leave empty to use the built-in logo.',
          ar: 'اتركه فارغًا لاستخدام الشعار المدمج.',
        },
      },
    ),
    {
      name: 'ctaButton',
      type: 'group',
      label: { en: 'Quote button', ar: 'زر طلب عرض السعر' },
      fields: [
        {
          type: 'row',
          fields: [
            localText('label', { en: 'Label', ar: 'النص' }, { required: true }),
            { ...pageLink, required: true },
          ],
        },
      ],
    },
    {
      name: 'items',
      type: 'array',
      labels: {
        singular: { en: 'Menu item', ar: 'عنصر قائمة' },
        plural: { en: 'Menu items', ar: 'عناصر القائمة' },
      },
      admin: { components: namedRows },
      fields: [
        {
          type: 'row',
          fields: [
            localText('title', { en: 'Title', ar: 'العنوان' }, { required: true }),
            pageLink,
          ],
        },
        {
          name: 'pages',
          type: 'array',
          labels: {
            singular: { en: 'Dropdown page', ar: 'صفحة منسدلة' },
            plural: { en: 'Dropdown pages', ar: 'الصفحات المنسدلة' },
          },
          admin: { components: namedRows },
          fields: [
            {
              type: 'row',
              fields: [
                localText('title', { en: 'Title', ar: 'العنوان' }, { required: true }),
                { ...pageLink, required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
