import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

const link = (value: string) => ({ type: 'link', value })

export function waadIsteqrarGoldPage(refs: SeedRefs): SeedData {
  const learnMore = t('Learn more', 'اعرف المزيد')
  return {
    name: 'waad-isteqrar-gold',
    title: t('Waad Isteqrar Gold', 'وعد استقرار الذهبي'),
    description: t(
      'Waad Isteqrar Gold is a Sharia-compliant retirement savings and protection plan: build the income you want after work, with life cover for your family along the way.',
      'وعد استقرار الذهبي برنامج ادخار للتقاعد وحماية متوافق مع أحكام الشريعة الإسلامية: ابنِ الدخل الذي تريده بعد التقاعد، مع تغطية تأمينية لأسرتك طوال مدة البرنامج.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Waad Isteqrar Gold', 'وعد استقرار الذهبي'),
        description: t(
          'The retirement you look forward to starts with what you set aside today.',
          'التقاعد الذي تتطلع إليه يبدأ بما تدّخره اليوم.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Add to your pension, on your terms', 'دخل إضافي لتقاعدك، بشروطك أنت'),
        description: rich(
          `The retirement pension from the General Organization for Social Insurance (GOSI) is based on your basic salary, and for many people it covers only part of the lifestyle they are used to. Waad Isteqrar Gold lets employees, professionals and business owners build an additional retirement fund alongside it.

You choose your retirement age, between 50 and 70, and how much to contribute. Your contributions are invested in Sharia-compliant funds and grow until retirement, while a life cover protects your family if you pass away before then. At retirement, your fund becomes a lump sum, a regular income, or a mix of both.`,
          `يُحتسب المعاش التقاعدي من المؤسسة العامة للتأمينات الاجتماعية على أساس الراتب الأساسي، وهو لا يغطي لكثير من الناس إلا جزءًا من مستوى المعيشة الذي اعتادوا عليه. ويتيح وعد استقرار الذهبي للموظفين وأصحاب المهن الحرة ورجال الأعمال بناء رصيد تقاعدي إضافي إلى جانبه.

تختار سن التقاعد الذي يناسبك بين 50 و70 عامًا، والمبلغ الذي تسهم به. تُستثمر مساهماتك في صناديق متوافقة مع أحكام الشريعة الإسلامية وتنمو حتى التقاعد، بينما توفر التغطية التأمينية الحماية لأسرتك في حال وفاتك قبل ذلك. وعند التقاعد، تحصل على رصيدك دفعة واحدة، أو دخلًا منتظمًا، أو مزيجًا من الاثنين.`,
        ),
      },
      {
        blockType: 'card',
        header: t(
          'Three reasons to choose Waad Isteqrar Gold',
          'ثلاثة أسباب لاختيار وعد استقرار الذهبي',
        ),
        items: [
          {
            logo: refs.media.iconClock,
            title: t('Flexible contributions', 'مساهمات مرنة'),
            description: rich(
              'Contribute from SAR 400 a month, or quarterly or yearly, increase or reduce the amount each year, and add top-ups whenever you receive a bonus.',
              'ابدأ بمساهمة من 400 ريال شهريًا، أو بشكل ربع سنوي أو سنوي، وزِد المبلغ أو خفّضه كل عام، وأضف مساهمات إضافية متى حصلت على مكافأة.',
            ),
            redirectText: learnMore,
            redirectUrl: '/faqs-page',
            choose_type: link('/faqs-page'),
          },
          {
            logo: refs.media.iconShield,
            title: t('Life cover for your family', 'حماية تأمينية لأسرتك'),
            description: rich(
              'If you pass away or become totally and permanently disabled before retirement, your family receives the life cover amount plus the full value of your fund.',
              'في حال وفاتك أو إصابتك بعجز كلي دائم قبل التقاعد، تحصل أسرتك على مبلغ التغطية التأمينية إضافةً إلى كامل قيمة رصيدك.',
            ),
            redirectText: t('How to claim', 'طريقة رفع المطالبة'),
            redirectUrl: '/claims',
            choose_type: link('/claims'),
          },
          {
            logo: refs.media.iconCoins,
            title: t('Sharia-compliant investment funds', 'صناديق استثمار متوافقة مع الشريعة'),
            description: rich(
              'Choose from conservative, balanced and growth funds approved by our Sharia Committee, or let us move you gradually to lower-risk funds as retirement approaches.',
              'اختر من بين صناديق متحفظة ومتوازنة ونمو معتمدة من الهيئة الشرعية لدينا، أو دعنا ننقل رصيدك تدريجيًا إلى صناديق أقل مخاطرة مع اقتراب موعد تقاعدك.',
            ),
            redirectText: t('Request details', 'اطلب التفاصيل'),
            redirectUrl: '/details-request',
            choose_type: link('/details-request'),
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('Plan features', 'مزايا البرنامج'),
        items: [
          {
            title: t('Who can join', 'من يمكنه الاشتراك'),
            description: t(
              'Saudi citizens and residents with a valid Iqama, aged 18 to 60, for a plan term of at least 10 years.',
              'المواطنون السعوديون والمقيمون بإقامة سارية، ممن تتراوح أعمارهم بين 18 و60 عامًا، لمدة برنامج لا تقل عن 10 سنوات.',
            ),
          },
          {
            title: t('Level of life cover', 'مستوى التغطية التأمينية'),
            description: t(
              'Choose between 5 and 20 times your annual contribution, up to SAR 3 million, with cover up to SAR 1 million accepted without medical tests for applicants under 45.',
              'اختر مبلغ تغطية يتراوح بين 5 و20 ضعف مساهمتك السنوية بحد أقصى 3 ملايين ريال، ويُقبل مبلغ حتى مليون ريال دون فحوص طبية لمن تقل أعمارهم عن 45 عامًا.',
            ),
          },
          {
            title: t('Optional riders', 'منافع إضافية اختيارية'),
            description: t(
              'Accidental death benefit, critical illness cover for 20 serious conditions, and waiver of contributions on disability.',
              'منفعة الوفاة بحادث، وتغطية الأمراض المستعصية لعشرين حالة مرضية خطيرة، والإعفاء من المساهمات عند العجز.',
            ),
          },
          {
            title: t('Access to your money', 'الوصول إلى رصيدك'),
            description: t(
              'Partial withdrawals are allowed after the third plan year, and you can pause contributions for up to 12 months once.',
              'يُسمح بالسحب الجزئي بعد السنة الثالثة من البرنامج، ويمكنك إيقاف المساهمات مؤقتًا مرة واحدة لمدة تصل إلى 12 شهرًا.',
            ),
          },
          {
            title: t('Clear statements', 'كشوف حساب واضحة'),
            description: t(
              'An annual statement of your contributions, charges and fund value, and online access to your plan at any time.',
              'كشف حساب سنوي يوضح مساهماتك والرسوم وقيمة رصيدك، مع إمكانية الاطلاع على برنامجك إلكترونيًا في أي وقت.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Your choices at retirement', 'خياراتك عند التقاعد'),
        description: rich(
          `- **Lump sum:** take the full fund value in one payment, for example to pay off a home loan or start a project.
- **Regular income:** receive your fund as monthly, quarterly or yearly payments over 5, 10 or 15 years, while the remaining balance stays invested.
- **A mix of both:** take up to 30% as a lump sum and the rest as regular income.
- **Keep saving:** postpone your retirement date by up to 5 years if you are still working.

The value of your fund depends on the performance of the funds you choose and is not guaranteed.`,
          `- **دفعة واحدة:** احصل على كامل قيمة رصيدك في دفعة واحدة، لسداد قرض سكني أو بدء مشروع مثلًا.
- **دخل منتظم:** احصل على رصيدك على دفعات شهرية أو ربع سنوية أو سنوية على مدى 5 أو 10 أو 15 عامًا، مع بقاء الرصيد المتبقي مستثمرًا.
- **الجمع بين الخيارين:** احصل على ما يصل إلى 30% من الرصيد دفعة واحدة، والباقي دخلًا منتظمًا.
- **مواصلة الادخار:** أجّل موعد تقاعدك حتى 5 سنوات إذا كنت ما زلت على رأس العمل.

تعتمد قيمة رصيدك على أداء الصناديق التي تختارها، وهي غير مضمونة.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Questions about Waad Isteqrar Gold', 'أسئلة عن وعد استقرار الذهبي'),
        items: [
          {
            question: t(
              'Does this replace my GOSI pension?',
              'هل يحل البرنامج محل معاش التأمينات الاجتماعية؟',
            ),
            answer: rich(
              'No. Waad Isteqrar Gold is a voluntary plan that adds to your GOSI pension and does not affect your entitlement to it.',
              'لا، فوعد استقرار الذهبي برنامج اختياري يضاف إلى معاشك من التأمينات الاجتماعية، ولا يؤثر في استحقاقك له.',
            ),
          },
          {
            question: t(
              'What happens if I leave the Kingdom?',
              'ماذا يحدث إذا غادرت المملكة نهائيًا؟',
            ),
            answer: rich(
              'Residents leaving on final exit can keep the plan running by direct debit from a Saudi account, or surrender it and receive the fund value.',
              'يمكن للمقيم المغادر بخروج نهائي الإبقاء على البرنامج بالخصم المباشر من حساب بنكي سعودي، أو إلغاؤه واسترداد قيمة رصيده.',
            ),
          },
          {
            question: t(
              'Who checks that the plan is Sharia-compliant?',
              'من يتحقق من توافق البرنامج مع الشريعة؟',
            ),
            answer: rich(
              'Our independent Sharia Committee approves the plan and its funds, and reviews the investments every year.',
              'تعتمد الهيئة الشرعية المستقلة لدينا البرنامج وصناديقه، وتراجع استثماراته سنويًا.',
            ),
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('See what your retirement could look like', 'اطّلع على ما قد يبدو عليه تقاعدك'),
        description: rich(
          'Tell us your age, your planned retirement age and what you can set aside each month, and we will send you a personalised illustration of Waad Isteqrar Gold.',
          'أخبرنا بعمرك وسن التقاعد الذي تخطط له والمبلغ الذي يمكنك ادخاره شهريًا، وسنرسل إليك جدولًا توضيحيًا خاصًا ببرنامج وعد استقرار الذهبي.',
        ),
        image: refs.media.picSavings,
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
