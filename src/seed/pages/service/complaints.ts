import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** The site adds the "submit a complaint" button and the complaint-status frame around these. */
export function complaintsPage(refs: SeedRefs): SeedData {
  return {
    name: 'complaints',
    title: t('Complaints', 'الشكاوى'),
    description: t(
      'How to make a complaint to Rafeef Cooperative Insurance, how quickly we answer, and how to escalate to the Insurance Authority if you are not satisfied.',
      'طريقة تقديم الشكوى إلى رفيف للتأمين التعاوني، والمدة التي نلتزم بها للرد، وكيفية التصعيد إلى هيئة التأمين إذا لم تكن راضيًا عن الرد.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Complaints', 'الشكاوى'),
        description: t(
          'Your feedback helps us improve. Tell us what went wrong and we will put it right.',
          'ملاحظاتك تساعدنا على التحسن. أخبرنا بما حدث، وسنعمل على معالجته.',
        ),
        image: refs.media.heroService,
      },
      {
        blockType: 'single_blog',
        header: t('We want to hear from you', 'يهمنا أن نسمع منك'),
        description: rich(
          `If you are unhappy with any of our products or services, a claim decision, or the way you were treated by our staff, agents or service providers, please tell us. Making a complaint is free, and it never affects your policy or your claims.

## How to complain

- **Online:** use the [complaint form](/submit-complaints); you receive a complaint number on screen straight away
- **By phone:** call [800 124 7333](tel:8001247333) and ask for the Customer Protection Department
- **By email:** write to [complaints@rafeef.example](mailto:complaints@rafeef.example) with your name, ID or Iqama number and policy or claim number
- **In person:** at the customer care desk of any of our branches in Riyadh, Jeddah, Dammam and Madinah, Sunday to Thursday, 8:00 am to 5:00 pm
- **By post:** Customer Protection Department, Rafeef Cooperative Insurance, PO Box 86012, Riyadh 11622

To help us resolve your complaint quickly, explain what happened, what you would like us to do, and attach any documents that support it.`,
          `إذا لم تكن راضيًا عن أي من منتجاتنا أو خدماتنا، أو عن قرار يخص مطالبتك، أو عن تعامل موظفينا أو وكلائنا أو مقدمي الخدمة المتعاقدين معنا، فنرجو أن تخبرنا. فتقديم الشكوى مجاني، ولا يؤثر إطلاقًا في وثيقتك أو مطالباتك.

## طرق تقديم الشكوى

- **إلكترونيًا:** عبر [نموذج الشكوى](/submit-complaints)، وتحصل على رقم الشكوى على الشاشة فورًا
- **هاتفيًا:** اتصل على [800 124 7333](tel:8001247333) واطلب إدارة حماية العملاء
- **بالبريد الإلكتروني:** راسلنا على [complaints@rafeef.example](mailto:complaints@rafeef.example) مع ذكر اسمك ورقم هويتك أو إقامتك ورقم الوثيقة أو المطالبة
- **حضوريًا:** في مكتب خدمة العملاء بأي من فروعنا في الرياض وجدة والدمام والمدينة المنورة، من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً
- **بالبريد:** إدارة حماية العملاء، رفيف للتأمين التعاوني، ص.ب 86012، الرياض 11622

ولمساعدتنا على معالجة شكواك بسرعة، اشرح ما حدث وما تتوقع منا القيام به، وأرفق أي مستندات تدعم شكواك.`,
        ),
        button_text: t('Submit a complaint', 'قدّم شكوى'),
        button_url: '/submit-complaints',
      },
      {
        blockType: 'statistics',
        header: t('Our commitment', 'التزامنا تجاهك'),
        items: [
          {
            header: t('1 working day', 'يوم عمل واحد'),
            title: t(
              'To acknowledge your complaint and give you a reference number',
              'لتأكيد استلام شكواك وتزويدك برقمها المرجعي',
            ),
          },
          {
            header: t('15 working days', '15 يوم عمل'),
            title: t('To send you our final written response', 'لإرسال ردنا النهائي المكتوب إليك'),
          },
          {
            header: t('Free of charge', 'دون أي رسوم'),
            title: t('At every stage, including escalation', 'في جميع المراحل، بما فيها التصعيد'),
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('How we handle your complaint', 'كيف نعالج شكواك'),
        items: [
          {
            title: t('1. We register it', '1. نسجّل الشكوى'),
            description: t(
              'Every complaint is logged with a reference number, whatever channel you use. We confirm receipt by SMS or email within 1 working day.',
              'تُسجَّل كل شكوى برقم مرجعي أيًّا كانت القناة التي استخدمتها، ونؤكد استلامها برسالة نصية أو بريد إلكتروني خلال يوم عمل واحد.',
            ),
          },
          {
            title: t('2. We investigate', '2. ندرسها بحياد'),
            description: t(
              'A specialist in our Customer Protection Department, independent of the team you complained about, reviews your file and may call you for more details.',
              'يتولى دراسة ملفك مختص في إدارة حماية العملاء مستقل عن الفريق المشتكى منه، وقد يتصل بك للاستيضاح عن بعض التفاصيل.',
            ),
          },
          {
            title: t('3. We answer in writing', '3. نرد عليك كتابيًا'),
            description: t(
              'You receive our final response within 15 working days, explaining our decision, the reasons for it and what we will do to put things right.',
              'يصلك ردنا النهائي خلال 15 يوم عمل، موضحًا قرارنا وأسبابه والإجراءات التي سنتخذها لمعالجة الأمر.',
            ),
          },
          {
            title: t('4. You can follow it', '4. تتابع شكواك في أي وقت'),
            description: t(
              'Check the status at any time with your ID number and complaint number in the tracker on this page.',
              'تحقق من حالة شكواك في أي وقت برقم هويتك ورقم الشكوى عبر خدمة المتابعة في هذه الصفحة.',
            ),
          },
          {
            title: t('5. You can escalate', '5. يحق لك التصعيد'),
            description: t(
              'If you are not satisfied with our answer, or have not received it within 15 working days, you can take your complaint to the Insurance Authority.',
              'إذا لم تكن راضيًا عن ردنا، أو لم يصلك خلال 15 يوم عمل، يمكنك رفع شكواك إلى هيئة التأمين.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Escalating to the Insurance Authority', 'التصعيد إلى هيئة التأمين'),
        description: rich(
          `Rafeef is licensed and supervised by the Insurance Authority, which protects the rights of policyholders and beneficiaries, including in health insurance. The Authority asks you to complain to us first; keep our complaint number and response, because you will need them.

You can reach the Insurance Authority's customer care service, IA Care, through:

- **Online:** the complaints portal at [care.ia.gov.sa](https://care.ia.gov.sa)
- **By phone:** [800 124 0551](tel:8001240551), toll-free
- **Website:** more about the Authority at [ia.gov.sa](https://ia.gov.sa)

If your complaint is a dispute about a claim or the terms of your policy, you can also refer it to the Committees for Resolution of Insurance Disputes and Violations, which rule on disputes between policyholders and insurers.`,
          `تخضع رفيف لترخيص هيئة التأمين وإشرافها، وهي الجهة التي تحمي حقوق حملة الوثائق والمستفيدين، بما في ذلك التأمين الصحي. وتطلب الهيئة أن تتقدم بشكواك إلينا أولًا، لذا احتفظ برقم شكواك لدينا وبردنا عليها، إذ ستحتاج إليهما.

ويمكنك التواصل مع خدمة العملاء في هيئة التأمين عبر:

- **إلكترونيًا:** بوابة الشكاوى [care.ia.gov.sa](https://care.ia.gov.sa)
- **هاتفيًا:** الرقم المجاني [800 124 0551](tel:8001240551)
- **الموقع الإلكتروني:** تعرّف على الهيئة عبر [ia.gov.sa](https://ia.gov.sa)

وإذا كانت شكواك نزاعًا حول مطالبة أو حول شروط وثيقتك، فيمكنك كذلك إحالته إلى لجان الفصل في المنازعات والمخالفات التأمينية، المختصة بالفصل في النزاعات بين حملة الوثائق وشركات التأمين.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Questions about complaints', 'أسئلة عن الشكاوى'),
        items: [
          {
            question: t(
              'What is the difference between a complaint and an enquiry?',
              'ما الفرق بين الشكوى والاستفسار؟',
            ),
            answer: rich(
              'An enquiry is a request for information, such as the status of a renewal or what your policy covers. A complaint is an expression of dissatisfaction that needs us to look into what went wrong. You can choose either when you use the online form, and we treat both with the same care.',
              'الاستفسار طلب معلومة، كالسؤال عن حالة تجديد الوثيقة أو عن نطاق التغطية، أما الشكوى فتعبير عن عدم الرضا يستلزم منا التحقق مما حدث. ويمكنك اختيار أي منهما عند استخدام النموذج الإلكتروني، ونتعامل مع كليهما بالعناية نفسها.',
            ),
          },
          {
            question: t(
              'Can someone complain on my behalf?',
              'هل يمكن لشخص آخر تقديم الشكوى نيابةً عني؟',
            ),
            answer: rich(
              'Yes. A relative, lawyer or representative can complain for you with a power of attorney or a signed authorisation letter and a copy of your ID. We will then share the details of the complaint with them.',
              'نعم، يمكن لأحد أقاربك أو محاميك أو من يمثلك تقديم الشكوى نيابةً عنك بموجب وكالة أو خطاب تفويض موقّع مع صورة من هويتك، وعندها نطلعه على تفاصيل الشكوى.',
            ),
          },
          {
            question: t(
              'Will complaining affect my claim or my renewal?',
              'هل تؤثر الشكوى في مطالبتي أو تجديد وثيقتي؟',
            ),
            answer: rich(
              'No. Your complaint is handled separately from your policy and claims, and it has no effect on your premium, your renewal or how your claims are assessed.',
              'لا، تُعالَج شكواك بمعزل عن وثيقتك ومطالباتك، ولا أثر لها في قسط التأمين أو تجديد الوثيقة أو طريقة تقييم مطالباتك.',
            ),
          },
          {
            question: t(
              'Can I complain about a hospital or a workshop?',
              'هل يمكنني تقديم شكوى بشأن مستشفى أو ورشة؟',
            ),
            answer: rich(
              'Yes. If the problem is with a provider in our medical network, an approved workshop or a loss adjuster working for us, complain to us and we will take it up with them.',
              'نعم، إذا كانت المشكلة مع أحد مقدمي الخدمة في شبكتنا الطبية أو ورشة معتمدة أو خبير معاينة يعمل لصالحنا، فقدّم الشكوى إلينا وسنتابعها معهم.',
            ),
          },
          {
            question: t(
              'Can I write my complaint in English?',
              'هل يمكنني كتابة الشكوى باللغة الإنجليزية؟',
            ),
            answer: rich(
              'Yes. You can complain in Arabic or English, and we reply in the language you used.',
              'نعم، يمكنك تقديم الشكوى باللغة العربية أو الإنجليزية، ونرد عليك باللغة التي كتبت بها.',
            ),
          },
        ],
      },
      {
        blockType: 'customer_rights_section',
        header: t('Our commitments in writing', 'التزاماتنا موثقة'),
        description: t(
          'Read our Complaints Handling Policy and the Insurance Customer Rights Charter to see in full how we handle your complaint and what you are entitled to.',
          'اطّلع على سياسة معالجة الشكاوى وميثاق حقوق عملاء التأمين لتعرف بالتفصيل كيف نعالج شكواك وما لك من حقوق.',
        ),
        items: [
          {
            pdfTitle: t('Complaints Handling Policy', 'سياسة معالجة الشكاوى'),
            pdf: refs.docs.complaintsPolicy,
          },
          {
            pdfTitle: t('Insurance Customer Rights Charter', 'ميثاق حقوق عملاء التأمين'),
            pdf: refs.docs.rightsCharter,
            pdf_ar: refs.docs.rightsCharter_ar,
          },
        ],
      },
    ],
  }
}
