import type { Block } from 'payload'

import { header } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { jobComponent, jobComponentToWire } from './wire'

export const JobComponentBlock: Block = {
  slug: 'job_component',
  interfaceName: 'JobComponentBlock',
  admin: { group: sectionGroups.careersAndForms },
  labels: {
    singular: { en: 'Job openings', ar: 'الوظائف الشاغرة' },
    plural: { en: 'Job openings', ar: 'الوظائف الشاغرة' },
  },
  fields: [
    header({
      description: {
        en: 'Cards of open jobs, each with a View Details button.',
        ar: 'بطاقات الوظائف الشاغرة، لكل منها زر لعرض التفاصيل.',
      },
    }),
    {
      name: 'jobs',
      type: 'relationship',
      relationTo: 'jobs',
      hasMany: true,
      label: { en: 'Jobs', ar: 'الوظائف' },
      admin: {
        description: {
          en: 'Leave empty to show the latest published jobs.',
          ar: 'اتركه فارغًا لعرض أحدث الوظائف المنشورة.',
        },
      },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 24,
      defaultValue: 6,
      label: { en: 'How many jobs at most', ar: 'الحد الأقصى لعدد الوظائف' },
    },
  ],
}

export const section = {
  block: JobComponentBlock,
  fromWire: jobComponent,
  toWire: jobComponentToWire,
} satisfies SectionKindOf<'job_component'>
