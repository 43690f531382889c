import type { Block, Field } from 'payload'

import { type Bi, documentPair, header, items, plainText } from '@/fields'

import { sectionGroups } from '../groups'
import type { SectionKindOf } from '../sectionKind'
import { annualReports, annualReportsToWire } from './wire'

/** A period's report in English and in Arabic, side by side. */
const files = (name: string, label: Bi): Field => ({
  type: 'row',
  fields: documentPair(name, label),
})

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
      files('yearly', { en: 'Annual report', ar: 'التقرير السنوي' }),
      files('q1', { en: 'Q1', ar: 'الربع الأول' }),
      files('q2', { en: 'Q2', ar: 'الربع الثاني' }),
      files('q3', { en: 'Q3', ar: 'الربع الثالث' }),
      files('q4', { en: 'Q4', ar: 'الربع الرابع' }),
    ]),
  ],
}

export const section = {
  block: AnnualReportsBlock,
  fromWire: annualReports,
  toWire: annualReportsToWire,
} satisfies SectionKindOf<'annual_reports'>
