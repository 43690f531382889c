import type { Block } from 'payload'

import { document, header, items, plainText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { annualReports, annualReportsToWire } from './wire'

const file = (name: string, en: string, ar: string) => document(name, { en, ar })

export const AnnualReportsBlock: Block = {
  slug: 'annual_reports',
  interfaceName: 'AnnualReportsBlock',
  admin: { group: sectionGroups.company },
  labels: {
    singular: { en: 'Financial reports table', ar: 'جدول التقارير المالية' },
    plural: { en: 'Financial reports tables', ar: 'جداول التقارير المالية' },
  },
  fields: [
    header({
      description: {
        en: 'A table of years with download buttons for the annual report and the four quarterly reports. Leave a file empty where no report exists: its button is greyed out.',
        ar: 'جدول بالسنوات وأزرار تنزيل للتقرير السنوي والتقارير الربعية الأربعة. اترك الملف فارغًا حيث لا يوجد تقرير، فيظهر زره باهتًا.',
      },
    }),
    items({ singular: { en: 'Year', ar: 'سنة' }, plural: { en: 'Years', ar: 'السنوات' } }, [
      {
        type: 'row',
        fields: [
          plainText('year', { en: 'Year', ar: 'السنة' }, { required: true }),
          plainText('year_ar', { en: 'Year in Arabic', ar: 'السنة بالعربية' }),
        ],
      },
      {
        type: 'row',
        fields: [
          file('yearly', 'Annual report (English)', 'التقرير السنوي (إنجليزي)'),
          file('yearly_ar', 'Annual report (Arabic)', 'التقرير السنوي (عربي)'),
        ],
      },
      {
        type: 'row',
        fields: [
          file('q1', 'Q1 (English)', 'الربع الأول (إنجليزي)'),
          file('q1_ar', 'Q1 (Arabic)', 'الربع الأول (عربي)'),
        ],
      },
      {
        type: 'row',
        fields: [
          file('q2', 'Q2 (English)', 'الربع الثاني (إنجليزي)'),
          file('q2_ar', 'Q2 (Arabic)', 'الربع الثاني (عربي)'),
        ],
      },
      {
        type: 'row',
        fields: [
          file('q3', 'Q3 (English)', 'الربع الثالث (إنجليزي)'),
          file('q3_ar', 'Q3 (Arabic)', 'الربع الثالث (عربي)'),
        ],
      },
      {
        type: 'row',
        fields: [
          file('q4', 'Q4 (English)', 'الربع الرابع (إنجليزي)'),
          file('q4_ar', 'Q4 (Arabic)', 'الربع الرابع (عربي)'),
        ],
      },
    ]),
  ],
}

export const section = {
  block: AnnualReportsBlock,
  fromWire: annualReports,
  toWire: annualReportsToWire,
} satisfies SectionKindOf<'annual_reports'>
