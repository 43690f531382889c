import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function customerRightsPage(refs: SeedRefs): SeedData {
  return {
    name: 'customer-rights',
    title: t('Customer Rights', 'حقوق العملاء'),
    description: t(
      "Your rights as a Rafeef policyholder under the Insurance Authority's rules: clear information, fair treatment, prompt claims, free complaints handling and the protection of your data.",
      'حقوقك بصفتك عميلًا لدى رفيف وفق قواعد هيئة التأمين: معلومات واضحة، ومعاملة عادلة، وتسوية سريعة للمطالبات، ومعالجة مجانية للشكاوى، وحماية بياناتك الشخصية.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Your rights as our customer', 'حقوقك بصفتك عميلًا لدينا'),
        description: rich(
          `The Insurance Authority requires every insurer in the Kingdom to treat its customers fairly and transparently, before, during and after the sale of a policy. At Rafeef we see these rules as the minimum we owe you. This page sums up your main rights; the full text is in the Insurance Customer Rights Charter below.

## Clear information before you buy

- A plain explanation of the cover, the exclusions, the deductible and the total premium including VAT, before you pay
- The policy wording and schedule in Arabic, with an English copy on request
- Advice that suits your needs: we do not sell you cover you cannot use or do not need
- A reminder before your policy expires, with the renewal terms and any change in premium

## Fair treatment

- Equal treatment regardless of gender, age, nationality or disability
- No pressure to buy, no tied products and no hidden fees
- The right to cancel your policy at any time and receive the unexpired premium on a pro-rata basis, provided no claim has been paid, as set out in your policy
- Respectful, professional service through every channel, in Arabic or English

## Claims

- Registering a claim free of charge, by phone on 800 124 7333, online or at any branch
- Written confirmation of the documents we need, requested once and in full
- Settlement of motor claims within 15 working days of receiving the complete documents, and a written reason if any part of a claim is declined
- A fair valuation of your loss, and the right to challenge it. Read more on our [Claims page](/claims).

## Complaints

- Submitting a complaint free of charge and receiving a reference number straight away
- A final answer within 15 working days, explaining the reasons for our decision
- The right to escalate to the Insurance Authority if you are not satisfied, and to refer a dispute to the Committees for Resolution of Insurance Disputes and Violations. See [how to make a complaint](/complaints).

## Privacy

- Your personal data is used only to provide and service your insurance, protected under the Personal Data Protection Law, and shared only as our [Data Sharing page](/data-sharing) explains
- The right to see, correct and receive a copy of your data, as our [Privacy Policy](/privacy-policy) describes`,
          `تُلزم هيئة التأمين جميع شركات التأمين في المملكة بمعاملة عملائها بعدل وشفافية قبل بيع الوثيقة وأثناءه وبعده. ونحن في رفيف نرى في هذه القواعد الحد الأدنى مما نلتزم به تجاهك. تلخص هذه الصفحة أبرز حقوقك، وتجد نصها الكامل في ميثاق حقوق عملاء التأمين أدناه.

## معلومات واضحة قبل الشراء

- شرح مبسّط للتغطية والاستثناءات ومبلغ التحمل وإجمالي قسط التأمين شاملًا ضريبة القيمة المضافة، قبل أن تدفع
- وثيقة التأمين وجدولها باللغة العربية، مع نسخة إنجليزية عند الطلب
- مشورة تناسب احتياجاتك، فلا نبيعك تغطية لا تحتاج إليها أو لا تستفيد منها
- تذكير قبل انتهاء وثيقتك يتضمن شروط التجديد وأي تغيير في القسط

## المعاملة العادلة

- المساواة في المعاملة دون تمييز بسبب الجنس أو العمر أو الجنسية أو الإعاقة
- لا ضغط على الشراء، ولا منتجات مشروطة، ولا رسوم خفية
- حق إلغاء الوثيقة في أي وقت واسترداد القسط عن المدة المتبقية على أساس نسبي، ما لم تُدفع مطالبة بموجبها، وفق ما تنص عليه الوثيقة
- خدمة مهنية محترمة عبر جميع القنوات، باللغة العربية أو الإنجليزية

## المطالبات

- تسجيل المطالبة مجانًا عبر الرقم 800 124 7333 أو إلكترونيًا أو في أي من فروعنا
- إبلاغك كتابيًا بالمستندات المطلوبة كاملةً ومرة واحدة
- تسوية مطالبات المركبات خلال 15 يوم عمل من استلام المستندات مكتملة، وبيان أسباب رفض أي جزء من المطالبة كتابيًا
- تقدير عادل لخسارتك، وحقك في الاعتراض عليه. اعرف المزيد في [صفحة المطالبات](/claims).

## الشكاوى

- تقديم الشكوى مجانًا والحصول على رقم مرجعي فورًا
- رد نهائي خلال 15 يوم عمل يوضح أسباب قرارنا
- حق التصعيد إلى هيئة التأمين إذا لم تكن راضيًا عن الرد، وإحالة النزاع إلى لجان الفصل في المنازعات والمخالفات التأمينية. تعرّف على [طريقة تقديم الشكوى](/complaints).

## الخصوصية

- تُستخدم بياناتك الشخصية فقط لتقديم خدمات التأمين لك، وتحظى بالحماية وفق نظام حماية البيانات الشخصية، ولا تُشارك إلا وفق ما توضحه [صفحة مشاركة البيانات](/data-sharing)
- حقك في الاطلاع على بياناتك وتصحيحها والحصول على نسخة منها، كما توضح [سياسة الخصوصية](/privacy-policy)`,
        ),
        button_text: t('Submit a complaint', 'تقديم شكوى'),
        button_url: '/submit-complaints',
      },
      {
        blockType: 'customer_rights_section',
        header: t('Documents for our customers', 'مستندات لعملائنا'),
        description: t(
          'Download the charter, guides and policies that set out your rights and our commitments. The Customer Rights Charter is available in Arabic and English.',
          'حمّل الميثاق والأدلة والسياسات التي تبيّن حقوقك والتزاماتنا تجاهك. ميثاق حقوق العملاء متاح باللغتين العربية والإنجليزية.',
        ),
        items: [
          {
            pdfTitle: t('Insurance Customer Rights Charter', 'ميثاق حقوق عملاء التأمين'),
            pdf: refs.docs.rightsCharter,
            pdf_ar: refs.docs.rightsCharter_ar,
          },
          {
            pdfTitle: t('Claims Settlement Guide', 'دليل تسوية المطالبات'),
            pdf: refs.docs.claimsGuide,
          },
          {
            pdfTitle: t('Complaints Handling Policy', 'سياسة معالجة الشكاوى'),
            pdf: refs.docs.complaintsPolicy,
          },
          {
            pdfTitle: t('Comprehensive Motor Policy Wording', 'وثيقة التأمين الشامل على المركبات'),
            pdf: refs.docs.motorWording,
          },
        ],
      },
    ],
  }
}
