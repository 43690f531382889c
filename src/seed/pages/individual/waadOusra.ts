import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function waadOusraPage(refs: SeedRefs): SeedData {
  return {
    name: 'waad-ousra',
    title: t('Waad Ousra', 'وعد أسرة'),
    description: t(
      'Waad Ousra is a Sharia-compliant term takaful plan that pays your family a lump sum if you pass away or become permanently disabled, so their life can go on as planned.',
      'وعد أسرة برنامج حماية تكافلي لأجل محدد متوافق مع أحكام الشريعة الإسلامية، يصرف لأسرتك مبلغًا مقطوعًا في حال وفاتك أو إصابتك بعجز دائم، لتستمر حياتها كما خططت لها.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Waad Ousra', 'وعد أسرة'),
        description: t(
          'Protection for the people who depend on you, for less than the cost of a daily coffee.',
          'حماية لمن يعتمدون عليك، بتكلفة أقل من ثمن فنجان قهوة يوميًا.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Your promise to your family', 'وعدك لأسرتك'),
        description: rich(
          `Rent or home finance instalments, school fees and everyday expenses do not stop if the family loses its breadwinner. Waad Ousra is a term takaful plan: for a fixed term of 5 to 25 years, it pays a lump sum to your beneficiaries if you pass away or become totally and permanently disabled.

Because Waad Ousra is pure protection, with no savings element, it gives a high level of cover for an affordable contribution. Contributions go into a takaful fund that pays the claims of all participants, and any surplus is shared in line with our [surplus distribution policy](/surplus-distribution).`,
          `لا تتوقف أقساط الإيجار أو التمويل السكني والرسوم المدرسية ونفقات المعيشة إذا فقدت الأسرة عائلها. ووعد أسرة برنامج حماية تكافلي لأجل محدد: يصرف للمستفيدين الذين تحددهم مبلغًا مقطوعًا في حال وفاتك أو إصابتك بعجز كلي دائم خلال مدة البرنامج التي تتراوح بين 5 و25 عامًا.

ولأن وعد أسرة برنامج حماية خالص لا يتضمن عنصر ادخار، فإنه يوفر مبلغ تغطية مرتفعًا مقابل مساهمة في متناول اليد. وتُودع المساهمات في صندوق تكافلي تُدفع منه مطالبات جميع المشتركين، ويُوزَّع أي فائض وفق [سياسة توزيع الفائض](/surplus-distribution) لدينا.`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('What Waad Ousra pays', 'ما يصرفه وعد أسرة'),
        items: [
          {
            title: t('Death from any cause', 'الوفاة لأي سبب'),
            description: t(
              'The full amount of cover you choose, from SAR 100,000 to SAR 5 million, paid to your beneficiaries, anywhere in the world and at any time of day.',
              'كامل مبلغ التغطية الذي تختاره، من 100,000 ريال إلى 5 ملايين ريال، يُصرف للمستفيدين، أينما حدثت الوفاة وفي أي وقت.',
            ),
          },
          {
            title: t('Total permanent disability', 'العجز الكلي الدائم'),
            description: t(
              'The full amount of cover paid to you if illness or injury leaves you permanently unable to work in any occupation.',
              'يُصرف لك كامل مبلغ التغطية إذا أدى مرض أو إصابة إلى عجزك الدائم عن مزاولة أي عمل.',
            ),
          },
          {
            title: t('Accidental death', 'الوفاة بحادث'),
            description: t(
              'An optional benefit that doubles the amount paid if death results from an accident within 90 days.',
              'منفعة اختيارية تضاعف المبلغ المصروف إذا نتجت الوفاة عن حادث خلال 90 يومًا من وقوعه.',
            ),
          },
          {
            title: t('Critical illness', 'الأمراض المستعصية'),
            description: t(
              'An optional advance of 50% of your cover on diagnosis of cancer, heart attack, stroke, kidney failure or other covered conditions.',
              'منفعة اختيارية تعجّل صرف 50% من مبلغ التغطية عند تشخيص السرطان أو النوبة القلبية أو السكتة الدماغية أو الفشل الكلوي أو غيرها من الحالات المشمولة.',
            ),
          },
          {
            title: t('Spouse and children', 'الزوج والأبناء'),
            description: t(
              'Add your spouse for up to 50% of your cover, and each child aged 1 to 21 for SAR 50,000.',
              'أضف زوجك بمبلغ تغطية يصل إلى 50% من مبلغ تغطيتك، وكل ابن يتراوح عمره بين سنة و21 عامًا بمبلغ 50,000 ريال.',
            ),
          },
          {
            title: t('Immediate family support', 'دعم عاجل للأسرة'),
            description: t(
              'An advance of SAR 15,000 paid to the family within 48 hours of notifying a death, and the cost of repatriating the remains of residents to their home country.',
              'دفعة مقدمة قدرها 15,000 ريال تُصرف للأسرة خلال 48 ساعة من الإبلاغ عن الوفاة، إضافةً إلى تكلفة نقل جثمان المقيم إلى بلده.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('How much cover does your family need?', 'ما مبلغ التغطية الذي تحتاجه أسرتك؟'),
        description: rich(
          `A common guide is **8 to 10 times your annual income**, plus what you still owe on your home or car finance and the school fees until your youngest child finishes school. Choose a term that lasts until your children are independent or your home finance is paid off.

For example, a 35-year-old non-smoker can be covered for SAR 1,000,000 over 20 years for about SAR 145 a month. Your contribution depends on your age, health, smoking status and the cover and term you choose, and stays fixed for the whole term.

Cover up to SAR 1,500,000 is usually accepted on a short health declaration; higher amounts may need a medical check-up, arranged and paid for by Rafeef.`,
          `يُنصح عادةً بمبلغ تغطية يعادل **8 إلى 10 أضعاف دخلك السنوي**، مضافًا إليه المتبقي من تمويل المنزل أو السيارة والرسوم المدرسية حتى يُنهي أصغر أبنائك دراسته. واختر مدة تمتد حتى يستقل أبناؤك أو ينتهي سداد تمويلك السكني.

فعلى سبيل المثال، يمكن لشخص غير مدخن عمره 35 عامًا الحصول على تغطية قدرها 1,000,000 ريال لمدة 20 عامًا بمساهمة تقارب 145 ريالًا شهريًا. وتعتمد مساهمتك على عمرك وحالتك الصحية وكونك مدخنًا أم لا، وعلى مبلغ التغطية والمدة التي تختارها، وتبقى ثابتة طوال مدة البرنامج.

يُقبل عادةً مبلغ تغطية يصل إلى 1,500,000 ريال بناءً على إقرار صحي مختصر، أما المبالغ الأعلى فقد تتطلب فحصًا طبيًا ترتبه رفيف وتتحمل تكلفته.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Making a claim, and what is not covered', 'رفع المطالبة وما لا تشمله التغطية'),
        description: rich(
          `Beneficiaries can notify us on 800 124 7333 or [submit the claim online](/submit-claim) with the death certificate, the insured’s and beneficiaries’ national ID or Iqama, the deed of inheritance (sakk hasr al-warathah) where no beneficiary is named, and the medical or police report. We pay within 15 working days of receiving the complete documents.

Waad Ousra does not pay for:

- Suicide within the first year of cover
- Medical conditions known before joining and not disclosed in the application
- Taking part in war, riots or criminal acts
- Hazardous activities such as motor racing or skydiving, unless accepted in writing`,
          `يمكن للمستفيدين إبلاغنا على الرقم 800 124 7333 أو [رفع المطالبة إلكترونيًا](/submit-claim)، مع إرفاق شهادة الوفاة، والهوية الوطنية أو الإقامة للمؤمَّن عليه والمستفيدين، وصك حصر الورثة إذا لم يُحدَّد مستفيد، والتقرير الطبي أو تقرير الشرطة. ونصرف المبلغ خلال 15 يوم عمل من استلام المستندات كاملة.

لا يغطي وعد أسرة الحالات التالية:

- الانتحار خلال السنة الأولى من التغطية
- الحالات المرضية المعروفة قبل الاشتراك التي لم يُفصح عنها في طلب الاشتراك
- المشاركة في الحروب أو أعمال الشغب أو الأعمال الإجرامية
- الأنشطة الخطرة مثل سباقات السيارات أو القفز المظلي، ما لم تُقبل كتابيًا`,
        ),
      },
      {
        blockType: 'links_list',
        header: t('Related documents and pages', 'مستندات وصفحات ذات صلة'),
        items: [
          {
            text: t('Your rights as an insurance customer', 'حقوقك بصفتك عميل تأمين'),
            text_url: '/customer-rights',
          },
          { text: t('Frequently asked questions', 'الأسئلة الشائعة'), text_url: '/faqs-page' },
          {
            text: t('Claims: documents and time frames', 'المطالبات: المستندات والمدد الزمنية'),
            text_url: '/claims',
          },
          { text: t('Surplus distribution', 'توزيع الفائض'), text_url: '/surplus-distribution' },
          {
            text: t('Get a quote for Waad Ousra', 'اطلب عرض سعر لوعد أسرة'),
            text_url: '/get-a-quote',
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('Protect your family today', 'احمِ أسرتك اليوم'),
        description: rich(
          'Choose your amount of cover and term, answer a few health questions, and your family can be protected from the day your first contribution is paid.',
          'اختر مبلغ التغطية والمدة، وأجب عن بضعة أسئلة صحية، لتكون أسرتك في حماية منذ يوم سداد مساهمتك الأولى.',
        ),
        image: refs.media.picFamily,
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
