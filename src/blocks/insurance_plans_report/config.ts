import type { Block } from 'payload'

import { header, items, localText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { insurancePlansReport } from './wire'

const plan = (n: 1 | 2 | 3) =>
  localText(
    `plan${n}`,
    { en: `Plan ${n}`, ar: `الخطة ${n}` },
    {
      description: { en: 'Empty means not covered (n/a).', ar: 'الفراغ يعني غير مشمول.' },
    },
  )

export const InsurancePlansReportBlock: Block = {
  slug: 'insurance_plans_report',
  interfaceName: 'InsurancePlansReportBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Plan comparison table', ar: 'جدول مقارنة الخطط' },
    plural: { en: 'Plan comparison tables', ar: 'جداول مقارنة الخطط' },
  },
  fields: [
    header({
      description: {
        en: 'Benefits in rows and Plan 1 to Plan 3 in columns: a tick with text where covered, a cross with n/a where not.',
        ar: 'المزايا في صفوف والخطط من 1 إلى 3 في أعمدة: علامة صح مع نص حيث تشمل التغطية، وعلامة خطأ حيث لا تشمل.',
      },
    }),
    items({ singular: { en: 'Benefit', ar: 'ميزة' }, plural: { en: 'Benefits', ar: 'المزايا' } }, [
      localText('title', { en: 'Benefit', ar: 'الميزة' }, { required: true }),
      { type: 'row', fields: [plan(1), plan(2), plan(3)] },
    ]),
  ],
}

export const section = {
  block: InsurancePlansReportBlock,
  fromWire: insurancePlansReport,
} satisfies SectionKindOf<'insurance_plans_report'>
