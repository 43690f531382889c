import { rich, type SeedData, t } from '../../bilingual'
import { documents, type SeedRefs } from '../../catalogue'

/**
 * The report keys (annual2024, q1_2024_ar, …) are built in a loop in the catalogue, so the type of
 * refs.docs does not list them: look them up by name, and fail loudly on a key that does not exist.
 */
function reportDoc(refs: SeedRefs, key: string): number | string {
  const id = (refs.docs as Record<string, number | string | undefined>)[key]
  if (!(key in documents) || id === undefined) throw new Error(`No financial report "${key}"`)
  return id
}

export function financialPerformancePage(refs: SeedRefs): SeedData {
  const doc = (key: string) => reportDoc(refs, key)
  return {
    name: 'financial-performance',
    title: t('Financial Performance', 'الأداء المالي'),
    description: t(
      'Annual reports and quarterly financial statements of Rafeef Cooperative Insurance for 2022 to 2024, in English and Arabic.',
      'التقارير السنوية والقوائم المالية الربعية لشركة رفيف للتأمين التعاوني للأعوام من 2022 إلى 2024 باللغتين العربية والإنجليزية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Financial Performance', 'الأداء المالي'),
        description: t(
          'Our annual reports and quarterly financial statements, published for our shareholders and policyholders.',
          'تقاريرنا السنوية وقوائمنا المالية الربعية، ننشرها لمساهمينا وحملة وثائقنا.',
        ),
        image: refs.media.heroAbout,
      },
      {
        blockType: 'single_blog',
        header: t('Transparent reporting', 'إفصاح بشفافية'),
        description: rich(
          `Rafeef Cooperative Insurance publishes its financial results every quarter. Our financial statements are prepared in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia, including IFRS 17 Insurance Contracts, and other standards issued by the Saudi Organization for Chartered and Professional Accountants (SOCPA).

The annual financial statements are audited, and the quarterly statements reviewed, by two independent external auditors appointed by the General Assembly. As required for cooperative insurers, the results of insurance operations are reported separately from shareholders’ results, so that the surplus due to policyholders can be clearly identified.

- **Annual report:** the Board of Directors’ report, the audited financial statements and the auditors’ report.
- **Quarterly statements:** interim condensed financial statements with the auditors’ review report.

All reports are also disclosed on the Saudi Exchange (Tadawul). Reports that have not been published yet are shown greyed out in the table below.`,
          `تنشر رفيف للتأمين التعاوني نتائجها المالية كل ربع سنة. وتُعدّ قوائمنا المالية وفقًا للمعايير الدولية للتقرير المالي المعتمدة في المملكة العربية السعودية، ومنها المعيار الدولي للتقرير المالي 17 "عقود التأمين"، وغيرها من المعايير والإصدارات التي تعتمدها الهيئة السعودية للمراجعين والمحاسبين.

ويتولى مراجعا حسابات خارجيان مستقلان تعيّنهما الجمعية العامة مراجعة القوائم المالية السنوية وفحص القوائم الربعية. وكما هو مطلوب من شركات التأمين التعاوني، نفصح عن نتائج عمليات التأمين بشكل مستقل عن نتائج المساهمين، ليتضح الفائض المستحق لحملة الوثائق.

- **التقرير السنوي:** ويشمل تقرير مجلس الإدارة والقوائم المالية المراجَعة وتقرير مراجعي الحسابات.
- **القوائم الربعية:** القوائم المالية الأولية الموجزة مع تقرير الفحص من مراجعي الحسابات.

وتُنشر جميع التقارير كذلك على موقع السوق المالية السعودية (تداول). أما التقارير التي لم تصدر بعد فتظهر باهتة في الجدول أدناه.`,
        ),
        button_text: t('Read about surplus distribution', 'اطلع على توزيع الفائض'),
        button_url: '/surplus-distribution',
      },
      {
        blockType: 'annual_reports',
        header: t('Financial reports', 'التقارير المالية'),
        items: [
          {
            year: '2024',
            year_ar: '2024',
            yearly: doc('annual2024'),
            yearly_ar: doc('annual2024_ar'),
            q1: doc('q1_2024'),
            q1_ar: doc('q1_2024_ar'),
            q2: doc('q2_2024'),
            q2_ar: doc('q2_2024_ar'),
            q3: doc('q3_2024'),
            q3_ar: doc('q3_2024_ar'),
          },
          {
            year: '2023',
            year_ar: '2023',
            yearly: doc('annual2023'),
            yearly_ar: doc('annual2023_ar'),
            q1: doc('q1_2023'),
            q1_ar: doc('q1_2023_ar'),
            q2: doc('q2_2023'),
            q2_ar: doc('q2_2023_ar'),
            q3: doc('q3_2023'),
            q3_ar: doc('q3_2023_ar'),
            q4: doc('q4_2023'),
            q4_ar: doc('q4_2023_ar'),
          },
          {
            year: '2022',
            year_ar: '2022',
            yearly: doc('annual2022'),
            yearly_ar: doc('annual2022_ar'),
            q1: doc('q1_2022'),
            q2: doc('q2_2022'),
            q2_ar: doc('q2_2022_ar'),
            q3: doc('q3_2022'),
            q3_ar: doc('q3_2022_ar'),
            q4: doc('q4_2022'),
            q4_ar: doc('q4_2022_ar'),
          },
        ],
      },
    ],
  }
}
