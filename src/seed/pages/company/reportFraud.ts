import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function reportFraudPage(refs: SeedRefs): SeedData {
  return {
    name: 'report-fraud',
    title: t('Report Fraud', 'الإبلاغ عن الاحتيال'),
    description: t(
      'Report suspected insurance fraud to Rafeef Cooperative Insurance confidentially, by email, on our fraud hotline or through our secure online channel.',
      'أبلغ رفيف للتأمين التعاوني بسرية تامة عن أي اشتباه في احتيال تأميني، عبر البريد الإلكتروني أو الخط الساخن للإبلاغ عن الاحتيال أو قناتنا الإلكترونية الآمنة.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Help us stop insurance fraud', 'ساعدنا في مكافحة الاحتيال التأميني'),
        description: rich(
          `Insurance fraud is not a victimless crime. Every false claim is paid from the fund our policyholders share, which pushes up premiums for everyone and delays genuine claims. Under the Insurance Authority's anti-fraud rules, we investigate every report and refer proven cases to the competent authorities.

If you know or suspect that someone is deceiving us, whether a customer, a workshop, a healthcare provider, an agent or one of our own employees, please tell us. You can stay anonymous.

## How to report

- **Fraud hotline:** [800 124 7444](tel:8001247444), Sunday to Thursday, 8:00 am to 5:00 pm, with voicemail at all other times
- **Email:** [fraud@rafeef.example](mailto:fraud@rafeef.example), read only by our Anti-Fraud Unit
- **Secure online channel:** use the form below; you do not need to give your name
- **By post:** Anti-Fraud Unit, Rafeef Cooperative Insurance, PO Box 86012, Riyadh 11622, marked "Confidential"`,
          `الاحتيال التأميني ليس جريمة بلا ضحايا؛ فكل مطالبة كاذبة تُدفع من الصندوق الذي يشترك فيه حملة الوثائق، مما يرفع أقساط التأمين على الجميع ويؤخر صرف المطالبات المستحقة. ووفق قواعد مكافحة الاحتيال الصادرة عن هيئة التأمين، نحقق في كل بلاغ ونحيل الحالات الثابتة إلى الجهات المختصة.

إذا علمت أو اشتبهت بأن شخصًا يحاول خداعنا، سواء كان عميلًا أو ورشة أو مقدم خدمة صحية أو وكيلًا أو أحد موظفينا، فنرجو أن تبلغنا. ويمكنك الإبلاغ دون ذكر اسمك.

## طرق الإبلاغ

- **الخط الساخن للإبلاغ عن الاحتيال:** [800 124 7444](tel:8001247444)، من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً، مع بريد صوتي في بقية الأوقات
- **البريد الإلكتروني:** [fraud@rafeef.example](mailto:fraud@rafeef.example)، ولا يطّلع عليه إلا فريق وحدة مكافحة الاحتيال
- **القناة الإلكترونية الآمنة:** استخدم النموذج أدناه، ولا يلزمك ذكر اسمك
- **بالبريد:** وحدة مكافحة الاحتيال، رفيف للتأمين التعاوني، ص.ب 86012، الرياض 11622، مع كتابة عبارة "سري" على الظرف`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Examples of insurance fraud', 'أمثلة على الاحتيال التأميني'),
        description: rich(
          `- Staging a car accident, or claiming for damage that happened before the policy started
- Giving false information to get a lower premium, such as hiding previous accidents or registering a vehicle under another driver's name
- Exaggerating a loss, adding items that were not stolen or damaged, or submitting fake invoices
- A workshop charging for parts it did not replace, or a hospital billing for treatment a patient never received
- Lending a medical insurance card to someone who is not covered
- Selling fake or forged policies, or collecting premiums without passing them to the insurer

If you are not sure whether something is fraud, report it anyway: our specialists will assess it.`,
          `- افتعال حادث مروري، أو المطالبة بتعويض عن أضرار وقعت قبل بدء سريان الوثيقة
- تقديم معلومات غير صحيحة للحصول على قسط أقل، كإخفاء حوادث سابقة أو تسجيل المركبة باسم سائق آخر
- المبالغة في تقدير الخسارة، أو إضافة أغراض لم تُسرق أو تتضرر، أو تقديم فواتير مزورة
- مطالبة ورشة بقيمة قطع غيار لم تُستبدل، أو مطالبة مستشفى بقيمة علاج لم يتلقه المريض
- إعارة بطاقة التأمين الطبي لشخص غير مشمول بالتغطية
- بيع وثائق تأمين وهمية أو مزورة، أو تحصيل أقساط دون تحويلها إلى شركة التأمين

وإن لم تكن متأكدًا من أن ما لاحظته احتيال، فأبلغنا على أي حال، وسيتولى مختصونا تقييمه.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('What happens after you report', 'ماذا يحدث بعد الإبلاغ'),
        description: rich(
          `Every report goes directly to our Anti-Fraud Unit, which reports to the Board's Audit Committee and works independently of sales and claims. We keep your identity strictly confidential and never share it with the person you report. Employees who report in good faith are protected from any retaliation under our whistleblowing policy.

If you leave contact details, we will acknowledge your report within 2 working days and may ask you for more information. For confidentiality reasons we cannot always tell you the outcome of an investigation.`,
          `يصل كل بلاغ مباشرة إلى وحدة مكافحة الاحتيال، التي ترفع تقاريرها إلى لجنة المراجعة المنبثقة عن مجلس الإدارة وتعمل باستقلال عن إدارتي المبيعات والمطالبات. ونحافظ على سرية هويتك تمامًا، ولا نكشفها أبدًا للشخص المبلَّغ عنه، كما تحمي سياسة الإبلاغ عن المخالفات لدينا الموظفين الذين يبلغون بحسن نية من أي إجراء انتقامي.

وإذا تركت بيانات للتواصل معك، فسنؤكد استلام بلاغك خلال يومي عمل، وقد نطلب منك معلومات إضافية. وقد لا نتمكن دائمًا من إطلاعك على نتيجة التحقيق حفاظًا على السرية.`,
        ),
      },
      {
        blockType: 'form',
        header: t('Report fraud', 'الإبلاغ عن الاحتيال'),
        items: [
          {
            input_label: t('Your name (optional)', 'اسمك (اختياري)'),
            input_text: t('Leave blank to report anonymously', 'اتركه فارغًا للإبلاغ دون ذكر اسمك'),
          },
          {
            input_label: t('Phone', 'رقم الجوال'),
            input_text: t(
              '05X XXX XXXX, if you would like us to call you back',
              '05X XXX XXXX، إن رغبت في أن نتواصل معك',
            ),
          },
          {
            input_label: t('Policy or claim number', 'رقم الوثيقة أو المطالبة'),
            input_text: t(
              'If you know it, e.g. MTR-2024-0184532',
              'إن كان معروفًا لديك، مثل MTR-2024-0184532',
            ),
          },
          {
            input_label: t('What happened', 'ماذا حدث'),
            input_text: t(
              'Describe what happened, when and where, and who was involved',
              'صف ما حدث ومتى وأين، ومن الأطراف المشاركة فيه',
            ),
          },
        ],
        button_text: t('Report through the secure channel', 'أبلغ عبر القناة الآمنة'),
        button_url: 'https://rafeef.example/fraud-report',
      },
      {
        blockType: 'customer_rights_section',
        header: t('Our anti-fraud policy', 'سياستنا لمكافحة الاحتيال'),
        description: t(
          'Read how we prevent, detect and investigate fraud, and how we protect the people who report it.',
          'اطّلع على كيفية منعنا للاحتيال واكتشافه والتحقيق فيه، وكيف نحمي من يبلغون عنه.',
        ),
        items: [
          { pdfTitle: t('Anti-Fraud Policy', 'سياسة مكافحة الاحتيال'), pdf: refs.docs.fraudPolicy },
        ],
      },
    ],
  }
}
