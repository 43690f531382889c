import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/**
 * Figures are fictional but add up: each year's distribution is 10% of that year's net surplus,
 * and the three years total SR 22.24 million.
 */
export function surplusDistributionPage(refs: SeedRefs): SeedData {
  return {
    name: 'surplus-distribution',
    title: t('Surplus Distribution', 'توزيع الفائض'),
    description: t(
      'As a cooperative insurer, Rafeef returns 10% of the net surplus of its insurance operations to policyholders. Who is eligible, how your share is calculated and paid, and our past distributions.',
      'بصفتها شركة تأمين تعاوني، تعيد رفيف 10% من صافي فائض عمليات التأمين إلى حملة الوثائق. تعرّف على المستحقين، وطريقة احتساب حصتك وصرفها، والتوزيعات السابقة.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Surplus Distribution', 'توزيع الفائض'),
        description: t(
          'Cooperative insurance means sharing: when the year ends well, part of the surplus comes back to you.',
          'التأمين التعاوني قائم على المشاركة: فحين تُختتم السنة بفائض، يعود جزء منه إليك.',
        ),
        image: refs.media.heroService,
      },
      {
        blockType: 'single_blog',
        header: t('What is the insurance surplus?', 'ما فائض عمليات التأمين؟'),
        description: rich(
          `Rafeef is a cooperative insurance company. The premiums our policyholders pay are kept in a policyholders’ fund, separate from our shareholders’ funds, and the claims of all policyholders are paid from it.

At the end of each financial year we work out the result of the insurance operations: the premiums earned and the income from investing the policyholders’ fund, less the claims paid, the technical reserves, reinsurance costs and operating expenses. When the result is positive, it is the **net surplus**.

Under Article 70 of the Implementing Regulations of the Cooperative Insurance Companies Control Law, **10% of the net surplus is distributed to policyholders**, either paid to them directly or deducted from their premiums for the following year. The remaining 90% goes to the shareholders, who provide the capital that guarantees the company’s solvency. No surplus is distributed for a year that ends with a deficit.`,
          `رفيف شركة تأمين تعاوني، تُودَع فيها الأقساط التي يدفعها حملة الوثائق في صندوق خاص بهم مستقل عن أموال المساهمين، وتُدفع منه مطالبات جميع حملة الوثائق.

وفي نهاية كل سنة مالية نحتسب نتيجة عمليات التأمين، وهي الأقساط المكتسبة وعوائد استثمار أموال حملة الوثائق، مطروحًا منها المطالبات المدفوعة والاحتياطيات الفنية وتكاليف إعادة التأمين والمصاريف التشغيلية. فإذا كانت النتيجة موجبة، فهي **صافي الفائض**.

ووفقًا للمادة السبعين من اللائحة التنفيذية لنظام مراقبة شركات التأمين التعاوني، **يُوزَّع 10% من صافي الفائض على حملة الوثائق**، إما نقدًا مباشرة أو بتخفيض أقساطهم للسنة التالية، وتؤول نسبة 90% المتبقية إلى المساهمين الذين يوفرون رأس المال الضامن لملاءة الشركة. ولا يُوزَّع أي فائض عن السنة التي تنتهي بعجز.`,
        ),
      },
      {
        blockType: 'statistics',
        header: t('Returned to our policyholders', 'ما أعدناه إلى حملة وثائقنا'),
        items: [
          {
            header: t('SR 9.64 million', '9.64 مليون ريال'),
            title: t('Distributed for the 2023 financial year', 'وُزِّعت عن السنة المالية 2023'),
          },
          {
            header: t('412,600', '412,600'),
            title: t(
              'Policyholders who received a share for 2023',
              'عدد حملة الوثائق المستفيدين من توزيع عام 2023',
            ),
          },
          {
            header: t('SR 22.2 million', '22.2 مليون ريال'),
            title: t('Distributed for 2021 to 2023', 'وُزِّعت عن الأعوام من 2021 إلى 2023'),
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('Who is eligible', 'من يستحق حصة من الفائض'),
        items: [
          {
            title: t('Your policy was in force during the year', 'كانت وثيقتك سارية خلال السنة'),
            description: t(
              'Any individual or corporate policy in force for all or part of the financial year for which the surplus is distributed, including policies that have since expired or been cancelled.',
              'كل وثيقة للأفراد أو المنشآت كانت سارية طوال السنة المالية التي يُوزَّع فائضها أو جزءًا منها، بما فيها الوثائق التي انتهت أو أُلغيت لاحقًا.',
            ),
          },
          {
            title: t('The premium was paid in full', 'سُدِّد القسط كاملًا'),
            description: t(
              'Premiums must be fully paid. Policies cancelled from their start date, or with outstanding premiums, do not take part.',
              'يجب أن يكون القسط مسددًا بالكامل، ولا تدخل في التوزيع الوثائق الملغاة من تاريخ بدايتها أو التي عليها أقساط غير مسددة.',
            ),
          },
          {
            title: t(
              'Your share depends on premiums and claims',
              'تعتمد حصتك على الأقساط والمطالبات',
            ),
            description: t(
              'Your share is in proportion to the net premium you paid for the year, less the claims paid under your policy. Where the claims paid exceed the premium, no share is due.',
              'تُحتسب حصتك بنسبة صافي القسط الذي سددته خلال السنة بعد خصم المطالبات المدفوعة بموجب وثيقتك، ولا تستحق حصة إذا تجاوزت المطالبات المدفوعة قيمة القسط.',
            ),
          },
          {
            title: t('Group policies', 'الوثائق الجماعية'),
            description: t(
              'For group medical and other corporate policies, the share is paid to the company that holds the policy and paid the premium, not to individual employees.',
              'في الوثائق الجماعية للتأمين الطبي وغيرها من وثائق المنشآت، تُصرف الحصة للمنشأة التي تحمل الوثيقة وسددت قسطها، لا للموظفين بصفة فردية.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('How your share is paid', 'كيف تُصرف حصتك'),
        description: rich(
          `The distribution for a financial year is made once the General Assembly has approved the audited financial statements and the Insurance Authority has given its approval, usually in the third quarter of the following year.

- **We notify you:** eligible policyholders receive an SMS and an email with the amount due.
- **Check your IBAN:** sign in to [our e-services](https://eservices.rafeef.example/login) with your national ID or Iqama number and add or update your IBAN. It must be a Saudi bank account in the policyholder’s name, or in the company’s name for corporate policies.
- **We transfer the money:** the amount is paid to your IBAN within 30 days of its verification. If you renew with us, you can choose instead to have it deducted from your next premium.

If we do not have a valid IBAN for you, your share stays reserved in your name and is paid as soon as you update it. We never ask for card details or passwords to pay surplus: ignore any message that does.`,
          `يتم التوزيع عن كل سنة مالية بعد اعتماد الجمعية العامة للقوائم المالية المراجَعة وموافقة هيئة التأمين، وغالبًا ما يكون ذلك في الربع الثالث من السنة التالية.

- **نبلغك بحصتك:** تصل إلى حملة الوثائق المستحقين رسالة نصية وبريد إلكتروني بالمبلغ المستحق.
- **تحقق من رقم الآيبان:** سجّل الدخول إلى [خدماتنا الإلكترونية](https://eservices.rafeef.example/login) برقم الهوية الوطنية أو الإقامة، وأضف رقم الآيبان أو حدّثه. ويجب أن يكون الحساب لدى بنك سعودي وباسم حامل الوثيقة، أو باسم المنشأة في وثائق المنشآت.
- **نحوّل المبلغ:** يُحوَّل المبلغ إلى حسابك خلال 30 يومًا من التحقق من رقم الآيبان. وإذا جددت وثيقتك معنا، يمكنك اختيار خصمه من قسطك القادم بدلًا من ذلك.

وإذا لم يتوفر لدينا رقم آيبان صحيح باسمك، تبقى حصتك محفوظة لك وتُصرف فور تحديثه. ولا نطلب منك أبدًا بيانات بطاقتك أو كلمات المرور لصرف الفائض، فتجاهل أي رسالة تطلب ذلك.`,
        ),
        button_text: t('Update your IBAN', 'حدّث رقم الآيبان'),
        button_url: 'https://eservices.rafeef.example/login',
      },
      {
        blockType: 'tags_accordion',
        header: t('Past distributions', 'التوزيعات السابقة'),
        description: t(
          'Choose a financial year to see the net surplus of the insurance operations and how much was returned to policyholders.',
          'اختر السنة المالية للاطلاع على صافي فائض عمليات التأمين والمبلغ الذي أُعيد إلى حملة الوثائق.',
        ),
        tags: [
          {
            tag: t('2024', '2024'),
            text: t(
              'The distribution for the 2024 financial year will be announced after the General Assembly approves the 2024 financial statements and the Insurance Authority approves the distribution. Eligible policyholders will be notified by SMS and email.',
              'سيُعلَن عن التوزيع الخاص بالسنة المالية 2024 بعد اعتماد الجمعية العامة للقوائم المالية لعام 2024 وموافقة هيئة التأمين على التوزيع، وسيُبلَّغ حملة الوثائق المستحقون برسالة نصية وبريد إلكتروني.',
            ),
          },
          {
            tag: t('2023', '2023'),
            text: t(
              'Net surplus of the insurance operations: SR 96.4 million. Distributed to policyholders: SR 9.64 million, shared by 412,600 policyholders. Payments started in September 2024.',
              'صافي فائض عمليات التأمين: 96.4 مليون ريال. المبلغ الموزع على حملة الوثائق: 9.64 مليون ريال، استفاد منه 412,600 حامل وثيقة. وبدأ الصرف في سبتمبر 2024.',
            ),
          },
          {
            tag: t('2022', '2022'),
            text: t(
              'Net surplus of the insurance operations: SR 71.8 million. Distributed to policyholders: SR 7.18 million, shared by 365,300 policyholders. Payments started in August 2023.',
              'صافي فائض عمليات التأمين: 71.8 مليون ريال. المبلغ الموزع على حملة الوثائق: 7.18 مليون ريال، استفاد منه 365,300 حامل وثيقة. وبدأ الصرف في أغسطس 2023.',
            ),
          },
          {
            tag: t('2021', '2021'),
            text: t(
              'Net surplus of the insurance operations: SR 54.2 million. Distributed to policyholders: SR 5.42 million, shared by 331,900 policyholders. Payments started in September 2022.',
              'صافي فائض عمليات التأمين: 54.2 مليون ريال. المبلغ الموزع على حملة الوثائق: 5.42 مليون ريال، استفاد منه 331,900 حامل وثيقة. وبدأ الصرف في سبتمبر 2022.',
            ),
          },
        ],
        button_text: t('Financial reports', 'التقارير المالية'),
        button_url: '/financial-performance',
      },
      {
        blockType: 'faq',
        header: t('Surplus questions', 'أسئلة عن توزيع الفائض'),
        items: [
          {
            question: t('Do I need to apply for my share?', 'هل يلزمني تقديم طلب للحصول على حصتي؟'),
            answer: rich(
              'No. We work out every eligible policyholder’s share automatically. You only need to make sure we have a valid IBAN in your name.',
              'لا، نحتسب حصة كل حامل وثيقة مستحق تلقائيًا، وكل ما عليك هو التأكد من أن لدينا رقم آيبان صحيحًا باسمك.',
            ),
          },
          {
            question: t(
              'Why did I not receive anything this year?',
              'لماذا لم أحصل على أي مبلغ هذا العام؟',
            ),
            answer: rich(
              'Either the insurance operations did not make a surplus for that year, or the claims paid under your policy were higher than the premium you paid, so no share was due.',
              'إما لأن عمليات التأمين لم تحقق فائضًا عن تلك السنة، وإما لأن المطالبات المدفوعة بموجب وثيقتك تجاوزت القسط الذي سددته، فلم تستحق حصة.',
            ),
          },
          {
            question: t(
              'My policy has expired. Am I still eligible?',
              'انتهت وثيقتي، فهل ما زلت مستحقًا؟',
            ),
            answer: rich(
              'Yes. What matters is that the policy was in force during the financial year concerned, even if you are no longer insured with us.',
              'نعم، فالمعتبر أن تكون الوثيقة سارية خلال السنة المالية المعنية، حتى لو لم تعد مؤمَّنًا لدينا.',
            ),
          },
          {
            question: t(
              'Can I check the amount due to me?',
              'هل يمكنني الاطلاع على المبلغ المستحق لي؟',
            ),
            answer: rich(
              'Yes. Once a distribution is announced, sign in to our e-services to see the amount for each of your policies, or call 800 124 7333.',
              'نعم، بعد الإعلان عن التوزيع سجّل الدخول إلى خدماتنا الإلكترونية لتطّلع على المبلغ المستحق عن كل وثيقة من وثائقك، أو اتصل على 800 124 7333.',
            ),
          },
        ],
      },
      {
        blockType: 'customer_rights_section',
        header: t('Surplus Distribution Policy', 'سياسة توزيع الفائض'),
        description: t(
          'Our policy, approved by the Board of Directors, sets out how the net surplus is calculated, who is eligible and how payments are made.',
          'تبيّن سياستنا المعتمدة من مجلس الإدارة طريقة احتساب صافي الفائض، والفئات المستحقة، وآلية الصرف.',
        ),
        items: [
          {
            pdfTitle: t('Surplus Distribution Policy', 'سياسة توزيع الفائض'),
            pdf: refs.docs.surplusPolicy,
          },
        ],
      },
    ],
  }
}
