import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function privacyPolicyPage(refs: SeedRefs): SeedData {
  return {
    name: 'privacy-policy',
    title: t('Privacy Policy', 'سياسة الخصوصية'),
    description: t(
      'How Rafeef Cooperative Insurance collects, uses, shares and protects your personal data under the Saudi Personal Data Protection Law, and how to exercise your rights.',
      'كيف تجمع رفيف للتأمين التعاوني بياناتك الشخصية وتستخدمها وتشاركها وتحميها وفق نظام حماية البيانات الشخصية، وكيف تمارس حقوقك.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Our commitment to your privacy', 'التزامنا بخصوصيتك'),
        description: rich(
          `Rafeef Cooperative Insurance ("Rafeef", "we") is the controller of the personal data we process about our customers, their family members and beneficiaries, claimants and visitors to our website and branches. We process this data in line with the Personal Data Protection Law (PDPL) issued by Royal Decree M/19 of 9/2/1443H, its implementing regulations, and the rules of the Insurance Authority.

This notice explains what we collect, why, on what legal basis, with whom we share it, how long we keep it and what your rights are. It applies to all our products and channels, including the website, our mobile app, our call centre and our branches.`,
          `شركة رفيف للتأمين التعاوني ("رفيف" أو "نحن") هي جهة التحكم في البيانات الشخصية التي نعالجها عن عملائنا وأفراد أسرهم والمستفيدين وأصحاب المطالبات وزوار موقعنا الإلكتروني وفروعنا. ونعالج هذه البيانات وفق نظام حماية البيانات الشخصية الصادر بالمرسوم الملكي رقم م/19 وتاريخ 9/2/1443هـ ولوائحه التنفيذية، وقواعد هيئة التأمين.

يوضح هذا الإشعار البيانات التي نجمعها، والغرض من جمعها، والأساس النظامي لمعالجتها، والجهات التي نشاركها معها، ومدة الاحتفاظ بها، وحقوقك تجاهها. ويسري على جميع منتجاتنا وقنواتنا، بما فيها الموقع الإلكتروني وتطبيق الجوال ومركز الاتصال والفروع.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('What we collect and why', 'البيانات التي نجمعها والغرض منها'),
        description: rich(
          `## What we collect

- **Identity and contact data:** name, national ID or Iqama number, date of birth, nationality, gender, mobile number, email and national address
- **Policy data:** vehicle details and driving licence, travel dates and destination, property and business details, sum insured, premiums and payment records
- **Health data:** for medical and protection policies and medical claims only, such as medical history, diagnoses and treatment
- **Claims data:** accident reports, photos, repair estimates, bank account (IBAN) for payment, and details of third parties involved
- **Online data:** IP address, device and browser type and how you use our website and app, collected through essential and, with your consent, analytics cookies

## Why we use it

- To give you a quote, issue, renew, amend and cancel your policy
- To assess and settle claims, and to recover amounts from responsible third parties
- To prevent, detect and investigate fraud, money laundering and terrorist financing
- To meet our legal and regulatory obligations and respond to requests from competent authorities
- To answer your questions and complaints and improve our service
- To send you offers about our products, only if you have agreed, and you can opt out at any time`,
          `## البيانات التي نجمعها

- **بيانات الهوية والتواصل:** الاسم، ورقم الهوية الوطنية أو الإقامة، وتاريخ الميلاد، والجنسية، والجنس، ورقم الجوال، والبريد الإلكتروني، والعنوان الوطني
- **بيانات الوثيقة:** بيانات المركبة ورخصة القيادة، وتواريخ السفر ووجهته، وبيانات الممتلكات والنشاط التجاري، ومبلغ التأمين، وسجل الأقساط والمدفوعات
- **البيانات الصحية:** لوثائق التأمين الطبي ووثائق الحماية والمطالبات الطبية فقط، كالتاريخ المرضي والتشخيص والعلاج
- **بيانات المطالبات:** تقارير الحوادث، والصور، وتقديرات الإصلاح، والحساب البنكي (الآيبان) لصرف التعويض، وبيانات الأطراف الأخرى في الحادث
- **البيانات الإلكترونية:** عنوان IP، ونوع الجهاز والمتصفح، وطريقة استخدامك لموقعنا وتطبيقنا، ونجمعها عبر ملفات تعريف الارتباط الضرورية، وملفات التحليل بعد موافقتك

## أغراض استخدامها

- تقديم عرض السعر، وإصدار الوثيقة وتجديدها وتعديلها وإلغاؤها
- دراسة المطالبات وتسويتها، واسترداد المبالغ من الأطراف المسؤولة
- منع الاحتيال وغسل الأموال وتمويل الإرهاب، واكتشافها والتحقيق فيها
- الوفاء بالتزاماتنا النظامية والرقابية، والاستجابة لطلبات الجهات المختصة
- الرد على استفساراتك وشكاواك وتحسين خدماتنا
- إرسال العروض التسويقية عن منتجاتنا بعد موافقتك فقط، ويمكنك إلغاء الاشتراك في أي وقت`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Legal basis, sharing and retention', 'الأساس النظامي والمشاركة والاحتفاظ'),
        description: rich(
          `## Legal basis

We process your data because it is necessary to conclude and perform your insurance contract, because the law requires it (for example the Insurance Authority's rules, the Anti-Money Laundering Law and the compulsory motor and health insurance rules), or for our legitimate interests such as preventing fraud, provided they do not override your rights. We rely on your consent for marketing and analytics cookies, and we ask for your explicit consent before processing health data where the law requires it.

## Sharing

We share only the data needed, and only with the Insurance Authority and other competent authorities, Najm for motor accidents, the Council of Health Insurance, credit bureaus licensed by the Saudi Central Bank, our reinsurers, and service providers such as approved workshops, hospitals, loss adjusters and claims administrators, who are bound by contract to protect your data. We never sell your data. Where a reinsurer or provider is outside the Kingdom, we transfer data only as the PDPL transfer rules allow. Full details are on our [Data Sharing page](/data-sharing).

## Retention

We keep your data for as long as your policy is in force and then for 10 years after it ends or after the last claim is closed, as record-keeping rules require. Data we hold only with your consent is deleted when you withdraw it, unless the law requires us to keep it. At the end of the retention period we destroy or anonymise the data securely.

## Security

Your data is stored in data centres inside the Kingdom, encrypted in transit and at rest, and only staff who need it for their work can see it. We test our systems regularly and follow the cyber security controls of the National Cybersecurity Authority.`,
          `## الأساس النظامي

نعالج بياناتك لأن ذلك ضروري لإبرام عقد التأمين وتنفيذه، أو لأن الأنظمة تقتضيه (كقواعد هيئة التأمين ونظام مكافحة غسل الأموال وأنظمة التأمين الإلزامي على المركبات والتأمين الصحي)، أو لتحقيق مصلحة مشروعة لنا كمكافحة الاحتيال، بشرط ألا تمس حقوقك. ونستند إلى موافقتك في التسويق وملفات تعريف الارتباط التحليلية، ونطلب موافقتك الصريحة قبل معالجة البيانات الصحية متى اشترط النظام ذلك.

## المشاركة

لا نشارك إلا البيانات اللازمة، ولا نشاركها إلا مع هيئة التأمين وغيرها من الجهات المختصة، وشركة نجم في حوادث المركبات، ومجلس الضمان الصحي، وشركات المعلومات الائتمانية المرخّصة من البنك المركزي السعودي، ومعيدي التأمين لدينا، ومقدمي الخدمات كالورش المعتمدة والمستشفيات وخبراء المعاينة وتقدير الخسائر وشركات إدارة المطالبات، الملتزمين تعاقديًا بحماية بياناتك. ولا نبيع بياناتك أبدًا. وإذا كان معيد التأمين أو مقدم الخدمة خارج المملكة، فلا ننقل البيانات إليه إلا وفق أحكام النقل في نظام حماية البيانات الشخصية. تجد التفاصيل كاملة في [صفحة مشاركة البيانات](/data-sharing).

## الاحتفاظ

نحتفظ ببياناتك طوال مدة سريان وثيقتك، ثم لمدة 10 سنوات بعد انتهائها أو بعد إغلاق آخر مطالبة، وفق ما تقتضيه قواعد حفظ السجلات. أما البيانات التي نحتفظ بها بناءً على موافقتك فقط، فنحذفها عند سحبك للموافقة ما لم يلزمنا النظام بالاحتفاظ بها. وعند انتهاء مدة الاحتفاظ نتلف البيانات أو نجعلها مجهولة الهوية بطريقة آمنة.

## أمن البيانات

تُحفظ بياناتك في مراكز بيانات داخل المملكة، وتُشفَّر أثناء نقلها وتخزينها، ولا يطّلع عليها إلا الموظفون الذين يحتاجون إليها في أداء عملهم. ونختبر أنظمتنا بانتظام، ونطبّق ضوابط الأمن السيبراني الصادرة عن الهيئة الوطنية للأمن السيبراني.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Your rights and how to contact us', 'حقوقك وكيفية التواصل معنا'),
        description: rich(
          `Under the PDPL you have the right to:

- **Be informed** of how and why your data is collected and used, as this notice does
- **Access** your data and receive a copy of it in a clear, readable format
- **Correct** data that is inaccurate, incomplete or out of date
- **Request destruction** of data we no longer need, unless the law requires us to keep it
- **Withdraw your consent** at any time where we rely on it, without affecting processing done before

To use any of these rights, email our Data Protection Officer at [dpo@rafeef.example](mailto:dpo@rafeef.example), call 800 124 7333 or visit any branch with your ID. We will verify your identity and reply within 30 days. If you are not satisfied with our answer, you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).

We may update this notice from time to time. The latest version is always on this page and in the Privacy Notice below.`,
          `يمنحك نظام حماية البيانات الشخصية الحقوق التالية:

- **حق العلم:** أن تعرف كيف تُجمع بياناتك ولماذا تُستخدم، كما يوضح هذا الإشعار
- **حق الوصول:** أن تطّلع على بياناتك وتحصل على نسخة منها بصيغة واضحة ومقروءة
- **حق التصحيح:** أن تصحح البيانات غير الدقيقة أو الناقصة أو غير المحدَّثة
- **حق طلب الإتلاف:** أن تطلب إتلاف البيانات التي لم نعد بحاجة إليها، ما لم يلزمنا النظام بالاحتفاظ بها
- **حق الرجوع عن الموافقة:** أن تسحب موافقتك في أي وقت متى كانت هي أساس المعالجة، دون أن يؤثر ذلك في المعالجة التي تمت قبل سحبها

لممارسة أي من هذه الحقوق، راسل مسؤول حماية البيانات لدينا على [dpo@rafeef.example](mailto:dpo@rafeef.example)، أو اتصل على الرقم 800 124 7333، أو قم بزيارة أي من فروعنا مصطحبًا هويتك. سنتحقق من هويتك ونرد على طلبك خلال 30 يومًا. وإن لم تكن راضيًا عن ردنا، يحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).

قد نحدّث هذا الإشعار من وقت لآخر، وتجد أحدث نسخة منه دائمًا في هذه الصفحة وفي إشعار الخصوصية أدناه.`,
        ),
      },
      {
        blockType: 'customer_rights_section',
        header: t('Privacy notice', 'إشعار الخصوصية'),
        description: t(
          'Download the full privacy notice, including the list of data we process for each product and the categories of recipients.',
          'حمّل إشعار الخصوصية كاملًا، ويتضمن قائمة البيانات التي نعالجها لكل منتج وفئات الجهات التي نشاركها معها.',
        ),
        items: [{ pdfTitle: t('Privacy Notice', 'إشعار الخصوصية'), pdf: refs.docs.privacyNotice }],
      },
    ],
  }
}
