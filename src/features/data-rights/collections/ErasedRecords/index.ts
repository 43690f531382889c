import type { CollectionConfig } from 'payload'

import { admins } from '@/access/roles'

const readOnly = { readOnly: true }

/**
 * What an erasure took away, as counts only: how many records of each kind, received in which
 * month. The statistics (src/privacy/statistics.ts) add these to the records still held, so
 * erasing a person (src/privacy/erase.ts) leaves the numbers of requests and applications by
 * month as they were. Rows are only ever added, by the erasure's transaction.
 */
export const ErasedRecords: CollectionConfig = {
  slug: 'erased-records',
  labels: {
    singular: { en: 'Erased records count', ar: 'عدد سجلات ممحوّة' },
    plural: { en: 'Erased records', ar: 'السجلات الممحوّة' },
  },
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['month', 'kind', 'count', 'createdAt'],
    group: { en: 'Administration', ar: 'الإدارة' },
    description: {
      en: 'Counts of records erased at people’s request, by kind and month received, kept so that statistics stay right. No personal data.',
      ar: 'أعداد السجلات الممحوّة بطلب أصحابها، حسب النوع وشهر الاستلام، تُحفظ لتبقى الإحصاءات صحيحة. لا تحوي بيانات شخصية.',
    },
  },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  indexes: [{ fields: ['kind', 'month'] }],
  fields: [
    {
      name: 'kind',
      type: 'text',
      required: true,
      label: { en: 'Kind', ar: 'النوع' },
      admin: readOnly,
    },
    {
      name: 'month',
      type: 'text',
      required: true,
      label: { en: 'Month received', ar: 'شهر الاستلام' },
      admin: readOnly,
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      label: { en: 'Records', ar: 'السجلات' },
      admin: readOnly,
    },
  ],
}
