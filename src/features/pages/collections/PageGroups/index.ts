import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { localText, namedRows } from '@/fields'
import { tags } from '@/content/tags'

export const PageGroups: CollectionConfig = {
  slug: 'page-groups',
  labels: {
    singular: { en: 'Page group', ar: 'مجموعة صفحات' },
    plural: { en: 'Page groups', ar: 'مجموعات الصفحات' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: {
    useAsTitle: 'title',
    description: {
      en: 'Pages shown together with a side menu, in this order (About, products, customer service).',
      ar: 'صفحات تُعرض معًا مع قائمة جانبية بهذا الترتيب (من نحن، المنتجات، خدمة العملاء).',
    },
  },
  hooks: expireOnChange(tags.pages),
  fields: [
    localText('title', { en: 'Title', ar: 'العنوان' }, { required: true }),
    {
      name: 'items',
      type: 'array',
      labels: { singular: { en: 'Page', ar: 'صفحة' }, plural: { en: 'Pages', ar: 'الصفحات' } },
      admin: { components: namedRows },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'page',
              type: 'relationship',
              relationTo: 'pages',
              required: true,
              label: { en: 'Page', ar: 'الصفحة' },
            },
            localText(
              'label',
              { en: 'Menu label', ar: 'اسم القائمة' },
              {
                required: true,
                description: {
                  en: 'As shown in the side menu.',
                  ar: 'كما يظهر في القائمة الجانبية.',
                },
              },
            ),
          ],
        },
      ],
    },
  ],
}
