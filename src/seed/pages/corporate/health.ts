import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function healthPage(refs: SeedRefs): SeedData {
  const link = (value: string) => ({ type: 'link', value })
  return {
    name: 'health-insurance',
    title: t('Health Insurance', 'التأمين الصحي'),
    description: t(
      'Group medical insurance for companies under the Council of Health Insurance unified policy, for Saudi and non-Saudi employees and their dependants.',
      'التأمين الطبي الجماعي للمنشآت وفق الوثيقة الموحدة لمجلس الضمان الصحي، للموظفين السعوديين وغير السعوديين وأفراد أسرهم.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Health Insurance', 'التأمين الصحي'),
        description: t(
          'Group medical cover that keeps your team and their families healthy and your company compliant with the Council of Health Insurance.',
          'تأمين طبي جماعي يرعى صحة فريقك وأسرهم، ويحقق التزام منشأتك بمتطلبات مجلس الضمان الصحي.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'single_blog',
        header: t(
          'Cover for every employee, as the law requires',
          'تغطية لكل موظف كما يشترط النظام',
        ),
        description: rich(
          `Under the Cooperative Health Insurance Law, every private-sector employer in the Kingdom must insure its employees and their eligible dependants. Rafeef group health insurance follows the **Council of Health Insurance (CHI) unified policy**, so every member receives at least the mandatory benefits, and you can raise limits and widen the network as you choose.

- **Saudi employees** are covered with their spouses and children, and are registered with the policy as soon as they join.
- **Non-Saudi employees** are covered with their dependants on their Iqama; the policy is uploaded to the CHI system and linked to each Iqama, so issuing and renewing residence permits through Absher and Muqeem is not held up.
- **Dependants** include the spouse, sons up to the age of 25 and unmarried daughters. Newborns are covered from birth and should be added within 30 days.
- **Group size:** from 5 employees; groups of 100 or more are priced on their own claims experience.`,
          `يُلزم نظام الضمان الصحي التعاوني كل صاحب عمل في القطاع الخاص بالمملكة بتأمين موظفيه ومن يعولهم من المستحقين. ويتبع التأمين الصحي الجماعي من رفيف **الوثيقة الموحدة لمجلس الضمان الصحي**، فيحصل كل مؤمَّن له على المنافع الإلزامية كحد أدنى، ولك أن ترفع الحدود وتوسّع الشبكة الطبية حسب رغبتك.

- **الموظفون السعوديون** يُغطَّون مع أزواجهم وأبنائهم، ويُسجَّلون في الوثيقة فور التحاقهم بالعمل.
- **الموظفون غير السعوديين** يُغطَّون مع التابعين المسجلين على إقاماتهم، وتُرفع الوثيقة إلى نظام مجلس الضمان الصحي وتُربط بكل إقامة، فلا تتعطل إجراءات إصدار الإقامات وتجديدها عبر أبشر ومقيم.
- **التابعون** يشملون الزوج أو الزوجة، والأبناء الذكور حتى سن 25 عامًا، والبنات غير المتزوجات. ويُغطَّى المولود منذ ولادته، على أن يُضاف إلى الوثيقة خلال 30 يومًا.
- **حجم المجموعة:** من 5 موظفين فأكثر، وتُسعَّر المجموعات التي تضم 100 موظف فأكثر وفق سجل مطالباتها الخاص.`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('What every plan covers', 'ما تغطيه جميع الخطط'),
        items: [
          {
            title: t('Outpatient and inpatient care', 'العيادات الخارجية والتنويم'),
            description: t(
              'Consultations, diagnostics, medicines, surgery and hospital stays, up to an annual limit of SAR 1,000,000 per member.',
              'الاستشارات والفحوص التشخيصية والأدوية والعمليات الجراحية والتنويم في المستشفى، بحد سنوي قدره 1,000,000 ريال لكل مؤمَّن له.',
            ),
          },
          {
            title: t('Maternity and newborns', 'الحمل والولادة والمواليد'),
            description: t(
              'Antenatal care, normal and caesarean delivery, complications of pregnancy, and newborn screening and vaccinations.',
              'متابعة الحمل، والولادة الطبيعية والقيصرية، ومضاعفات الحمل، وفحوص المواليد وتطعيماتهم.',
            ),
          },
          {
            title: t('Chronic and pre-existing conditions', 'الأمراض المزمنة والحالات السابقة'),
            description: t(
              'Diabetes, hypertension, asthma and other conditions are covered from day one, within the policy limits.',
              'السكري وارتفاع ضغط الدم والربو وغيرها من الحالات مغطاة منذ اليوم الأول، ضمن حدود الوثيقة.',
            ),
          },
          {
            title: t('Emergencies', 'الحالات الطارئة'),
            description: t(
              'Emergency treatment at any hospital in the Kingdom, in or out of network, and ambulance transport.',
              'العلاج الطارئ في أي مستشفى داخل المملكة، سواء كان ضمن الشبكة أو خارجها، والنقل بالإسعاف.',
            ),
          },
          {
            title: t('Dental, optical and hearing', 'الأسنان والبصريات والسمع'),
            description: t(
              'Dental treatment, prescription glasses and hearing aids, within the limits of the unified policy or your chosen plan.',
              'علاج الأسنان والنظارات الطبية والمعينات السمعية، ضمن حدود الوثيقة الموحدة أو الخطة التي تختارها.',
            ),
          },
        ],
      },
      {
        blockType: 'card',
        header: t('Choose a plan tier', 'اختر مستوى الخطة'),
        items: [
          {
            logo: refs.media.iconHeart,
            title: t('Essential', 'الأساسية'),
            description: rich(
              'The CHI unified policy benefits through our Essential network of over 1,200 clinics and hospitals, shared room, and 20% co-payment on outpatient visits up to SAR 75 per visit.',
              'منافع الوثيقة الموحدة لمجلس الضمان الصحي عبر الشبكة الأساسية التي تضم أكثر من 1,200 عيادة ومستشفى، مع غرفة مشتركة، ونسبة تحمّل 20% في العيادات الخارجية بحد أقصى 75 ريالًا للزيارة.',
            ),
            redirectText: t('Request this plan', 'اطلب هذه الخطة'),
            redirectUrl: '/details-request',
            choose_type: link('/details-request'),
          },
          {
            logo: refs.media.iconHeart,
            title: t('Silver', 'الفضية'),
            description: rich(
              'Adds major private hospitals in Riyadh, Jeddah and the Eastern Province, a semi-private room, dental cover up to SAR 3,000, and 10% co-payment up to SAR 50.',
              'تضيف كبرى المستشفيات الخاصة في الرياض وجدة والمنطقة الشرقية، وغرفة شبه خاصة، وتغطية للأسنان حتى 3,000 ريال، ونسبة تحمّل 10% بحد أقصى 50 ريالًا.',
            ),
            redirectText: t('Request this plan', 'اطلب هذه الخطة'),
            redirectUrl: '/details-request',
            choose_type: link('/details-request'),
          },
          {
            logo: refs.media.iconHeart,
            title: t('Gold', 'الذهبية'),
            description: rich(
              'Our wide network including specialist centres, a private room, dental cover up to SAR 5,000, optical up to SAR 1,000 and no co-payment at hospitals.',
              'الشبكة الواسعة بما فيها المراكز التخصصية، وغرفة خاصة، وتغطية للأسنان حتى 5,000 ريال، وللبصريات حتى 1,000 ريال، دون نسبة تحمّل في المستشفيات.',
            ),
            redirectText: t('Request this plan', 'اطلب هذه الخطة'),
            redirectUrl: '/details-request',
            choose_type: link('/details-request'),
          },
          {
            logo: refs.media.iconHeart,
            title: t('Platinum', 'البلاتينية'),
            description: rich(
              'Every provider in our network with no co-payment, a private room, and treatment abroad for conditions that cannot be treated in the Kingdom, with prior approval.',
              'جميع مقدمي الخدمة في شبكتنا دون نسبة تحمّل، وغرفة خاصة، والعلاج خارج المملكة للحالات التي يتعذر علاجها داخلها بعد الموافقة المسبقة.',
            ),
            redirectText: t('Request this plan', 'اطلب هذه الخطة'),
            redirectUrl: '/details-request',
            choose_type: link('/details-request'),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Exclusions, extensions and quotes', 'الاستثناءات والإضافات وعروض الأسعار'),
        description: rich(
          `## Main exclusions

As set out in the unified policy, the cover does not include cosmetic treatment and surgery, treatment of self-inflicted injuries, infertility treatment, experimental treatment, hair loss treatment, or services that are not medically necessary.

## Optional extensions

You can add a higher dental and optical limit, routine health check-ups, a second medical opinion, cover for treatment outside the Kingdom, and different tiers for different grades of staff under one policy.

## Getting a quote

Send us the member census (age, gender, nationality, marital status and job grade of each employee and dependant), your commercial registration, and your current policy and claims experience if you are already insured. Use the [details request form](/details-request) or see [Get a Quote](/get-a-quote); an underwriter replies within 3 working days.`,
          `## أهم الاستثناءات

وفق ما نصت عليه الوثيقة الموحدة، لا تشمل التغطية علاجات التجميل وعملياته، وعلاج الإصابات المتعمَّدة، وعلاج العقم، والعلاجات التجريبية، وعلاج تساقط الشعر، والخدمات غير الضرورية طبيًا.

## الإضافات الاختيارية

يمكنك رفع حدود تغطية الأسنان والبصريات، وإضافة الفحوص الدورية، والرأي الطبي الثاني، والعلاج خارج المملكة، وتخصيص مستويات مختلفة لفئات الموظفين المختلفة ضمن وثيقة واحدة.

## الحصول على عرض سعر

أرسل إلينا بيانات المؤمَّن لهم (العمر والجنس والجنسية والحالة الاجتماعية والفئة الوظيفية لكل موظف وتابع)، والسجل التجاري، ووثيقتك الحالية وسجل مطالباتها إن كانت منشأتك مؤمَّنة. استخدم [نموذج طلب التفاصيل](/details-request) أو صفحة [اطلب عرض سعر](/get-a-quote)، ويرد عليك أحد المكتتبين خلال 3 أيام عمل.`,
        ),
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
      {
        blockType: 'single_blog',
        header: t('How treatment and claims work', 'كيف يتم العلاج وتسوية المطالبات'),
        description: rich(
          `- **Direct billing:** members show their digital card in the Rafeef app, or their national ID or Iqama, at any provider in their [medical network](/medical-network) and pay only their co-payment.
- **Pre-approval:** inpatient admission, surgery, MRI and some other services need our approval, which the provider requests electronically; we normally reply within 60 minutes.
- **Reimbursement:** if a member pays for emergency or approved treatment, they submit the invoices, receipts and medical report within 90 days through the app or the [claim form](/submit-claim), and we pay within 15 working days.
- **HR portal:** your HR team adds and deletes members, updates Iqama details and downloads invoices online; deleted members are refunded pro rata.

Questions about approvals? Call our 24-hour medical line on 800 124 7333.`,
          `- **الفوترة المباشرة:** يُبرز المؤمَّن له بطاقته الرقمية في تطبيق رفيف، أو هويته الوطنية أو إقامته، لدى أي مقدم خدمة ضمن [شبكته الطبية](/medical-network)، ولا يدفع سوى نسبة التحمّل.
- **الموافقة المسبقة:** يحتاج التنويم والعمليات الجراحية والرنين المغناطيسي وبعض الخدمات الأخرى إلى موافقتنا، ويطلبها مقدم الخدمة إلكترونيًا، ونرد عادةً خلال 60 دقيقة.
- **استرداد المصاريف:** إذا دفع المؤمَّن له تكاليف علاج طارئ أو معتمد، يقدّم الفواتير والإيصالات والتقرير الطبي خلال 90 يومًا عبر التطبيق أو [نموذج المطالبة](/submit-claim)، ونسدد المبلغ خلال 15 يوم عمل.
- **بوابة الموارد البشرية:** يضيف فريق الموارد البشرية لديك الأعضاء ويحذفهم، ويحدّث بيانات الإقامات، ويحمّل الفواتير إلكترونيًا، ويُرد قسط المحذوفين بنسبة المدة المتبقية.

لأي استفسار عن الموافقات، اتصل بخطنا الطبي على مدار الساعة 800 124 7333.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Group health insurance questions', 'أسئلة حول التأمين الصحي الجماعي'),
        items: [
          {
            question: t(
              'Are we required to insure our Saudi employees?',
              'هل يلزمنا تأمين موظفينا السعوديين؟',
            ),
            answer: rich(
              'Yes. Private-sector employers must provide health insurance for their Saudi employees and their families, as well as for non-Saudi employees and their dependants.',
              'نعم، يلتزم أصحاب العمل في القطاع الخاص بتوفير التأمين الصحي لموظفيهم السعوديين وأسرهم، وكذلك للموظفين غير السعوديين ومن يعولونهم.',
            ),
          },
          {
            question: t(
              'Can different employees have different plans?',
              'هل يمكن منح الموظفين خططًا مختلفة؟',
            ),
            answer: rich(
              'Yes. You can assign a tier to each job grade, for example Platinum for senior management and Silver for other staff. Every member still receives at least the unified policy benefits.',
              'نعم، يمكنك تحديد مستوى لكل فئة وظيفية، كأن تمنح الإدارة العليا الخطة البلاتينية وبقية الموظفين الخطة الفضية، مع حصول كل مؤمَّن له على منافع الوثيقة الموحدة كحد أدنى.',
            ),
          },
          {
            question: t('What happens when an employee leaves?', 'ماذا يحدث عند ترك الموظف العمل؟'),
            answer: rich(
              'Delete the member through the HR portal from their last working day or final exit date. We refund the unused premium pro rata, provided no claims exceed it.',
              'احذف المؤمَّن له عبر بوابة الموارد البشرية اعتبارًا من آخر يوم عمل له أو من تاريخ خروجه النهائي، ونرد القسط غير المستخدم بنسبة المدة المتبقية ما لم تتجاوزه المطالبات المدفوعة.',
            ),
          },
          {
            question: t(
              'How do we add a newborn or a new spouse?',
              'كيف نضيف مولودًا جديدًا أو زوجًا جديدًا؟',
            ),
            answer: rich(
              'Send the birth or marriage certificate through the HR portal. Newborns added within 30 days are covered from the date of birth.',
              'أرسل شهادة الميلاد أو عقد الزواج عبر بوابة الموارد البشرية، ويُغطَّى المولود الذي يُضاف خلال 30 يومًا منذ تاريخ ولادته.',
            ),
          },
          {
            question: t('Can we pay the premium in instalments?', 'هل يمكن سداد القسط على دفعات؟'),
            answer: rich(
              'Yes. Groups of 50 members or more can pay quarterly; smaller groups can pay in two instalments.',
              'نعم، يمكن للمجموعات التي تضم 50 مؤمَّنًا له فأكثر السداد كل ربع سنة، وللمجموعات الأصغر السداد على دفعتين.',
            ),
          },
        ],
      },
    ],
  }
}
