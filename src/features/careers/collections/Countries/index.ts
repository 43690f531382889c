import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/roles'
import { hrOrEditors } from '@/access/hrOrEditors'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { tags } from '@/content/tags'
import { localText } from '@/fields'

export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: {
    singular: { en: 'Country', ar: 'دولة' },
    plural: { en: 'Countries', ar: 'الدول' },
  },
  access: { read: anyone, create: hrOrEditors, update: hrOrEditors, delete: hrOrEditors },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'code'],
    group: { en: 'Careers', ar: 'الوظائف' },
  },
  defaultSort: 'name',
  hooks: expireOnChange(tags.jobs, tags.pages),
  fields: [
    localText('name', { en: 'Name', ar: 'الاسم' }, { required: true }),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: { en: 'ISO code', ar: 'الرمز الدولي' },
      validate: (value: string | null | undefined) =>
        /^[A-Z]{2}$/.test(value ?? '') || 'Two capital letters, such as SA.',
    },
  ],
}
