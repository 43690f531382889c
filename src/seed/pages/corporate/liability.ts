import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function liabilityPage(refs: SeedRefs): SeedData {
  return {
    name: 'liability-insurance',
    title: t('Liability Insurance', 'تأمين المسؤولية'),
    description: t(
      'Public liability, product liability, professional indemnity and employer’s liability insurance for companies and professionals in Saudi Arabia.',
      'تأمين المسؤولية العامة ومسؤولية المنتجات والمسؤولية المهنية ومسؤولية صاحب العمل للمنشآت وأصحاب المهن في المملكة العربية السعودية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Liability Insurance', 'تأمين المسؤولية'),
        description: t(
          'When a customer, visitor or employee holds your business responsible for an injury or a loss, we pay the compensation and the legal costs.',
          'عندما يحمّل عميل أو زائر أو موظف منشأتك مسؤولية إصابة أو خسارة، نتولى دفع التعويض والمصاريف القانونية نيابةً عنك.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'image_blog',
        header: t('Who needs liability insurance', 'من يحتاج إلى تأمين المسؤولية؟'),
        description: rich(
          `Any business that receives visitors, sells products, gives advice or employs people can be sued. Our liability policies are bought by shopping malls and retailers, restaurants and hotels, factories and distributors, contractors, hospitals and clinics, engineering and consulting firms, and facility management companies.

Many contracts with government entities and large developers require proof of liability cover before work can start, and practising healthcare professionals in the Kingdom must hold medical malpractice insurance. We issue policy certificates naming your principal as an additional insured on request.`,
          `قد تُقام دعوى على أي منشأة تستقبل الزوار أو تبيع المنتجات أو تقدم الاستشارات أو توظف العاملين. ولذلك يعتمد على وثائق المسؤولية لدينا مراكز التسوق ومتاجر التجزئة، والمطاعم والفنادق، والمصانع والموزعون، والمقاولون، والمستشفيات والعيادات، والمكاتب الهندسية والاستشارية، وشركات إدارة المرافق.

وتشترط كثير من عقود الجهات الحكومية وكبار المطورين إثبات وجود تأمين المسؤولية قبل بدء العمل، كما يلزم الممارسين الصحيين في المملكة الحصول على تأمين ضد الأخطاء الطبية. ونصدر عند الطلب شهادات تأمين تُدرج صاحب العمل الرئيسي مؤمَّنًا له إضافيًا.`,
        ),
        image: refs.media.picLiability,
      },
      {
        blockType: 'multiple_title',
        header: t('Four kinds of liability cover', 'أربعة أنواع من تأمين المسؤولية'),
        items: [
          {
            title: t('Public liability', 'المسؤولية العامة تجاه الغير'),
            description: t(
              'Your legal liability for bodily injury to third parties and damage to their property arising from your premises and business operations, such as a visitor slipping on a wet floor in your showroom.',
              'مسؤوليتك القانونية عن الإصابات الجسدية للغير والأضرار التي تلحق بممتلكاتهم والناشئة عن مقر منشأتك أو أعمالها، كانزلاق زائر على أرضية مبللة في صالة العرض.',
            ),
            link_text: t('Request a quote', 'اطلب عرض سعر'),
            link_url: '/details-request',
          },
          {
            title: t('Product liability', 'مسؤولية المنتجات'),
            description: t(
              'Injury or damage caused by a defect in goods you manufacture, import, distribute or sell, anywhere they are used within the territory chosen in the policy.',
              'الإصابات أو الأضرار الناتجة عن عيب في البضائع التي تصنعها أو تستوردها أو توزعها أو تبيعها، في أي مكان تُستخدم فيه ضمن النطاق الجغرافي المحدد في الوثيقة.',
            ),
            link_text: t('Request a quote', 'اطلب عرض سعر'),
            link_url: '/details-request',
          },
          {
            title: t('Professional indemnity', 'المسؤولية المهنية'),
            description: t(
              'Claims for financial loss caused by negligence, errors or omissions in your professional services, for engineers, architects, consultants, accountants, lawyers and medical practitioners.',
              'المطالبات عن الخسائر المالية الناتجة عن إهمال أو خطأ أو سهو في خدماتك المهنية، للمهندسين والمعماريين والاستشاريين والمحاسبين والمحامين والممارسين الصحيين.',
            ),
            link_text: t('Request a quote', 'اطلب عرض سعر'),
            link_url: '/details-request',
          },
          {
            title: t('Employer’s liability', 'مسؤولية صاحب العمل'),
            description: t(
              'Your liability for work-related injury, illness or death of your employees beyond the benefits of the General Organization for Social Insurance, including Diya (blood money) awarded by Saudi courts.',
              'مسؤوليتك عن إصابات العمل وأمراضه ووفاة موظفيك بما يتجاوز منافع المؤسسة العامة للتأمينات الاجتماعية، بما في ذلك الدية التي تحكم بها المحاكم السعودية.',
            ),
            link_text: t('Request a quote', 'اطلب عرض سعر'),
            link_url: '/details-request',
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('What is covered and what is not', 'ما تشمله التغطية وما تستثنيه'),
        description: rich(
          `## Included in every policy

- Compensation you are legally liable to pay, up to the limit of indemnity you choose, from SAR 500,000 to SAR 50,000,000 per occurrence
- Legal defence costs and court fees incurred with our consent, in addition to the limit
- Medical and first-aid expenses for injured third parties, without proof of fault, up to SAR 10,000 per person

## Main exclusions

- Liability you accept under a contract that would not exist without it
- Fines, penalties and punitive damages
- Gradual pollution and contamination
- Recall, repair or replacement of your own defective products or work
- Deliberate acts, and claims arising from known circumstances before the policy started
- Professional advice under public liability, and bodily injury or property damage under professional indemnity`,
          `## ما تشمله كل وثيقة

- التعويض الذي تلتزم بدفعه نظامًا، حتى حد التعويض الذي تختاره، من 500,000 ريال إلى 50,000,000 ريال للحادث الواحد
- مصاريف الدفاع القانوني ورسوم التقاضي المتكبدة بموافقتنا، إضافةً إلى حد التعويض
- المصاريف الطبية والإسعافات الأولية للمصابين من الغير دون الحاجة إلى إثبات الخطأ، حتى 10,000 ريال للشخص

## أهم الاستثناءات

- المسؤولية التي تلتزم بها بموجب عقد ولم تكن لتنشأ لولاه
- الغرامات والعقوبات والتعويضات العقابية
- التلوث التدريجي والتلوث المتراكم
- سحب منتجاتك أو أعمالك المعيبة أو إصلاحها أو استبدالها
- الأفعال المتعمدة، والمطالبات الناشئة عن ظروف كانت معلومة قبل سريان الوثيقة
- الاستشارات المهنية ضمن وثيقة المسؤولية العامة، والإصابات الجسدية والأضرار المادية ضمن وثيقة المسؤولية المهنية`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('Optional extensions', 'التغطيات الإضافية الاختيارية'),
        items: [
          {
            title: t('Cross liability', 'المسؤولية المتبادلة'),
            description: t(
              'Each insured party named on the policy is treated as if insured separately, useful for joint ventures and main contractors with subcontractors.',
              'يُعامَل كل طرف مؤمَّن له مذكور في الوثيقة كأنه مؤمَّن عليه بوثيقة مستقلة، وهو ما يفيد المشاريع المشتركة والمقاولين الرئيسيين مع مقاوليهم من الباطن.',
            ),
          },
          {
            title: t('Food and drink poisoning', 'التسمم الغذائي'),
            description: t(
              'For restaurants, caterers and hotels: illness caused by food or drink served on your premises.',
              'للمطاعم وشركات الإعاشة والفنادق: المرض الناتج عن طعام أو شراب قُدّم في منشأتك.',
            ),
          },
          {
            title: t('Sudden and accidental pollution', 'التلوث المفاجئ والعرضي'),
            description: t(
              'Pollution from a sudden, identifiable event such as a tank rupture, discovered within 72 hours.',
              'التلوث الناتج عن حادث مفاجئ ومحدد كتمزق خزان، يُكتشف خلال 72 ساعة من وقوعه.',
            ),
          },
          {
            title: t('Worldwide jurisdiction', 'الاختصاص القضائي العالمي'),
            description: t(
              'Product and professional liability for claims brought outside the Kingdom, with the USA and Canada available on request.',
              'تغطية مطالبات مسؤولية المنتجات والمسؤولية المهنية المرفوعة خارج المملكة، مع إمكانية إضافة الولايات المتحدة وكندا عند الطلب.',
            ),
          },
          {
            title: t(
              'Retroactive cover and loss of documents',
              'التغطية بأثر رجعي وفقدان المستندات',
            ),
            description: t(
              'For professional indemnity: work done before the policy started, and the cost of restoring lost or damaged client documents.',
              'للمسؤولية المهنية: الأعمال المنجزة قبل بدء الوثيقة، وتكلفة استعادة مستندات العملاء المفقودة أو التالفة.',
            ),
          },
        ],
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
      {
        blockType: 'single_blog',
        header: t('Quotes and claims', 'عروض الأسعار والمطالبات'),
        description: rich(
          `## Getting a quote

Tell us your activity, annual turnover, number of employees and annual payroll, the locations you operate from, the limit of indemnity you need and your claims over the last 5 years. For product liability we also need your product list and export countries; for professional indemnity, your fee income and qualifications. Send it through the [details request form](/details-request) or see [Get a Quote](/get-a-quote).

## If a claim is made against you

- Tell us within 7 days on 800 124 7333 or liability.claims@rafeef.example, and send any claim letter, police report or court summons as soon as you receive it.
- Do not admit liability, promise payment or negotiate a settlement without our written consent.
- We appoint a loss adjuster and, where needed, a lawyer licensed in the Kingdom to defend you at no cost to you.
- Once liability and the amount are agreed or decided by the court, we pay the third party directly, less any deductible.

Read the [Claims page](/claims) or [submit a claim online](/submit-claim).`,
          `## الحصول على عرض سعر

أخبرنا بنشاط منشأتك، وحجم مبيعاتها السنوية، وعدد الموظفين وإجمالي رواتبهم السنوية، والمواقع التي تعمل منها، وحد التعويض المطلوب، والمطالبات خلال آخر 5 سنوات. ولتأمين مسؤولية المنتجات نحتاج أيضًا إلى قائمة المنتجات ودول التصدير، وللمسؤولية المهنية نحتاج إلى إيرادات الأتعاب والمؤهلات المهنية. أرسل البيانات عبر [نموذج طلب التفاصيل](/details-request) أو اطّلع على صفحة [اطلب عرض سعر](/get-a-quote).

## إذا قُدّمت مطالبة ضدك

- أبلغنا خلال 7 أيام على الرقم 800 124 7333 أو البريد liability.claims@rafeef.example، وأرسل أي خطاب مطالبة أو محضر شرطة أو استدعاء من المحكمة فور استلامه.
- لا تعترف بالمسؤولية ولا تَعِد بالدفع ولا تتفاوض على تسوية دون موافقتنا الخطية.
- نعيّن خبير تسوية خسائر، ومحاميًا مرخصًا في المملكة عند الحاجة للدفاع عنك دون أي تكلفة عليك.
- بعد الاتفاق على المسؤولية ومبلغ التعويض أو صدور حكم المحكمة، ندفع للطرف المتضرر مباشرةً بعد خصم مبلغ التحمّل.

اطّلع على [صفحة المطالبات](/claims) أو [قدّم مطالبتك إلكترونيًا](/submit-claim).`,
        ),
        button_text: t('Submit a claim', 'قدّم مطالبة'),
        button_url: '/submit-claim',
      },
    ],
  }
}
