import { type Bilingual, rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** A row of the plan table: '' where the plan does not cover the benefit. */
const row = (
  title: Bilingual,
  plan1: Bilingual | '',
  plan2: Bilingual | '',
  plan3: Bilingual | '',
) => ({
  title,
  plan1,
  plan2,
  plan3,
})

export function motorPage(refs: SeedRefs): SeedData {
  const upTo10m = t('Up to SAR 10 million', 'حتى 10 ملايين ريال')
  const marketValue = t('Up to the market value', 'حتى القيمة السوقية')
  const covered = t('Covered', 'مشمول')
  return {
    name: 'motor-insurance',
    title: t('Motor Insurance', 'تأمين المركبات'),
    description: t(
      'Third-party liability, Comprehensive and Comprehensive Plus motor insurance from Rafeef, with agency repair, 24/7 roadside assistance and fast claims after Najm or police reports.',
      'تأمين المركبات ضد الغير والتأمين الشامل والشامل بلس من رفيف، مع الإصلاح لدى الوكالة والمساعدة على الطريق على مدار الساعة وسرعة تسوية المطالبات بعد تقرير نجم أو المرور.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Motor Insurance', 'تأمين المركبات'),
        description: t(
          'Drive with peace of mind: cover for the damage you cause to others, and for your own car when you choose comprehensive cover.',
          'قُد سيارتك بطمأنينة: تغطية للأضرار التي تلحق بالغير، ولسيارتك أيضًا عند اختيارك التأمين الشامل.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Choose the cover that suits your car', 'اختر التغطية التي تناسب سيارتك'),
        description: rich(
          `Under the Traffic Law, every vehicle driven on Saudi roads must be insured at least against liability to third parties. Rafeef offers three levels of cover, all issued on the Unified Compulsory Motor Insurance Policy approved by the Insurance Authority:

- **Third Party (TPL):** pays for the death or injury of other people, including diyah (blood money), and for damage to their vehicles and property caused by your car.
- **Comprehensive:** everything in Third Party, plus loss of or damage to your own car from accidents, fire, theft and natural perils, repaired at our approved workshops.
- **Comprehensive Plus:** our widest cover, with agency repair for newer cars, a replacement car and unlimited roadside assistance.

Your policy is issued online in minutes and linked automatically to the vehicle’s record at the General Department of Traffic (Muroor), so you do not need to carry a paper copy. Any driver you authorise who holds a valid licence for the vehicle type is covered.`,
          `يُلزم نظام المرور كل مركبة تسير على طرق المملكة بأن تكون مؤمَّنًا عليها تأمينًا ضد الغير على الأقل. وتقدم رفيف ثلاثة مستويات من التغطية، تصدر جميعها وفق الوثيقة الموحدة للتأمين الإلزامي على المركبات المعتمدة من هيئة التأمين:

- **التأمين ضد الغير:** يغطي الوفاة أو الإصابات الجسدية التي تلحق بالآخرين بما فيها الدية، والأضرار التي تصيب مركباتهم وممتلكاتهم بسبب مركبتك.
- **التأمين الشامل:** يشمل تغطية التأمين ضد الغير، إضافةً إلى فقد سيارتك أو تضررها نتيجة الحوادث والحريق والسرقة والكوارث الطبيعية، مع الإصلاح في الورش المعتمدة لدينا.
- **الشامل بلس:** أوسع تغطياتنا، ويتضمن الإصلاح لدى الوكالة للسيارات الحديثة، وسيارة بديلة، وخدمة مساعدة على الطريق دون حد لعدد المرات.

تصدر وثيقتك إلكترونيًا خلال دقائق، وتُربط تلقائيًا بسجل المركبة لدى الإدارة العامة للمرور، فلا حاجة إلى حمل نسخة ورقية. وتشمل التغطية أي سائق تأذن له بقيادة المركبة ويحمل رخصة قيادة سارية لفئتها.`,
        ),
      },
      {
        blockType: 'insurance_plans_report',
        header: t(
          'Compare the plans: Third Party, Comprehensive and Comprehensive Plus',
          'قارن بين الخطط: ضد الغير، والشامل، والشامل بلس',
        ),
        items: [
          row(
            t(
              'Liability for third-party injury, death and property damage',
              'المسؤولية عن إصابة الغير ووفاتهم وأضرار ممتلكاتهم',
            ),
            upTo10m,
            upTo10m,
            upTo10m,
          ),
          row(
            t(
              'Damage to your car from accidents and overturning',
              'أضرار سيارتك الناتجة عن الحوادث والانقلاب',
            ),
            '',
            marketValue,
            marketValue,
          ),
          row(
            t('Fire, theft and attempted theft', 'الحريق والسرقة ومحاولة السرقة'),
            '',
            marketValue,
            marketValue,
          ),
          row(
            t('Floods, hail, storms and sandstorms', 'السيول والبرد والعواصف والعواصف الرملية'),
            '',
            covered,
            covered,
          ),
          row(
            t('Repair', 'الإصلاح'),
            '',
            t('Approved workshops', 'الورش المعتمدة'),
            t('Agency, for cars up to 5 years old', 'لدى الوكالة للسيارات حتى 5 سنوات'),
          ),
          row(
            t('Windscreen and windows', 'الزجاج الأمامي والنوافذ'),
            '',
            t('Up to SAR 3,000', 'حتى 3,000 ريال'),
            t('Up to SAR 5,000, no excess', 'حتى 5,000 ريال دون تحمّل'),
          ),
          row(
            t('Roadside assistance', 'المساعدة على الطريق'),
            '',
            t('Up to 4 calls a year', 'حتى 4 مرات في السنة'),
            t('Unlimited, 24/7', 'دون حد، على مدار الساعة'),
          ),
          row(
            t('Replacement car', 'السيارة البديلة'),
            '',
            '',
            t('Up to 10 days per claim', 'حتى 10 أيام لكل مطالبة'),
          ),
          row(
            t('Personal accident for driver and passengers', 'الحوادث الشخصية للسائق والركاب'),
            '',
            t('Optional', 'اختيارية'),
            t('Up to SAR 100,000 per person', 'حتى 100,000 ريال للشخص'),
          ),
          row(
            t('Driving in GCC countries', 'القيادة في دول مجلس التعاون'),
            '',
            t('Optional', 'اختيارية'),
            covered,
          ),
        ],
      },
      {
        blockType: 'checklist',
        header: t('Roadside assistance, day and night', 'المساعدة على الطريق ليلًا ونهارًا'),
        items: [
          {
            title: t('Towing', 'السحب'),
            description: t(
              'Towing of your car after a breakdown or accident to the nearest approved workshop or agency, up to 150 km within the Kingdom.',
              'سحب سيارتك بعد العطل أو الحادث إلى أقرب ورشة معتمدة أو وكالة، لمسافة تصل إلى 150 كم داخل المملكة.',
            ),
          },
          {
            title: t('Battery and tyres', 'البطارية والإطارات'),
            description: t(
              'Jump-start of a flat battery and replacement of a punctured tyre with your spare wheel.',
              'تشغيل السيارة عند نفاد شحن البطارية، وتبديل الإطار المثقوب بالإطار الاحتياطي.',
            ),
          },
          {
            title: t('Fuel delivery', 'توصيل الوقود'),
            description: t(
              'Up to 10 litres of fuel delivered if you run out on the road; you pay only for the fuel.',
              'توصيل ما يصل إلى 10 لترات من الوقود إذا نفد وقودك على الطريق، وتدفع ثمن الوقود فقط.',
            ),
          },
          {
            title: t('Lockout service', 'فتح السيارة'),
            description: t(
              'A technician opens your car if the keys are locked inside or lost.',
              'يفتح لك فني مختص السيارة إذا أُغلقت والمفاتيح بداخلها أو فُقدت.',
            ),
          },
          {
            title: t('How to ask for help', 'كيف تطلب المساعدة'),
            description: t(
              'Call 800 124 7333 at any time and give your plate number and location; a service vehicle usually reaches you within 60 minutes in cities.',
              'اتصل على 800 124 7333 في أي وقت وأعطنا رقم اللوحة وموقعك، وتصلك مركبة الخدمة عادةً خلال 60 دقيقة داخل المدن.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('How to claim after an accident', 'كيف ترفع مطالبة بعد الحادث'),
        description: rich(
          `## At the scene

- Make sure everyone is safe, and call 997 for an ambulance if anyone is hurt.
- Report the accident to Najm through the Najm app or hotline. In areas not served by Najm, call the traffic police on 993 so that an officer attends.
- Do not move the cars before Najm or the police allow it, unless they block traffic and nobody is injured. Take photos of the vehicles, their plates and the scene.

## After the accident

- Submit your claim online at [Submit a claim](/submit-claim) or call us on 800 124 7333, quoting the Najm or police report number.
- Attach the accident report, your driving licence, the vehicle registration (Istimara), photos of the damage and your IBAN certificate.
- We arrange the inspection and a repair estimate, or send the car to the agency or an approved workshop.

We settle claims within 15 working days of receiving all the required documents. If the other driver is responsible and insured with another company, we can guide you in claiming from their insurer. More guidance is on our [Claims](/claims) page.`,
          `## في موقع الحادث

- تأكد من سلامة الجميع، واتصل بالهلال الأحمر على 997 إذا أُصيب أحد.
- أبلغ عن الحادث لدى نجم عبر تطبيق نجم أو رقمه الموحد. وفي المناطق التي لا تغطيها نجم، اتصل بالمرور على 993 لحضور رجل المرور.
- لا تحرك السيارات قبل أن تسمح نجم أو المرور بذلك، إلا إذا كانت تعيق السير ولم يُصب أحد. التقط صورًا للمركبات ولوحاتها ولموقع الحادث.

## بعد الحادث

- ارفع مطالبتك إلكترونيًا عبر صفحة [رفع مطالبة](/submit-claim) أو اتصل بنا على 800 124 7333، مع ذكر رقم تقرير نجم أو المرور.
- أرفق تقرير الحادث ورخصة القيادة ورخصة سير المركبة (الاستمارة) وصور الأضرار وشهادة الآيبان.
- نتولى ترتيب المعاينة وتقدير تكلفة الإصلاح، أو نحيل السيارة إلى الوكالة أو إحدى الورش المعتمدة.

نسوّي المطالبات خلال 15 يوم عمل من استلام جميع المستندات المطلوبة. وإذا كان الطرف الآخر هو المتسبب وكان مؤمَّنًا لدى شركة أخرى، نرشدك إلى كيفية المطالبة لدى شركة التأمين التابع لها. وتجد مزيدًا من الإرشادات في صفحة [المطالبات](/claims).`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('What is not covered', 'ما لا تشمله التغطية'),
        description: rich(
          `- Driving without a valid licence, or by a driver not licensed for the vehicle type
- Driving under the influence of alcohol, drugs or narcotics
- Wilful damage, racing, drifting and use of the car outside its licensed purpose
- Ordinary wear and tear, mechanical or electrical breakdown, and tyre damage not caused by an accident
- Leaving the scene of the accident without a legitimate reason

Under the Unified Compulsory Motor Insurance Policy, in some of these cases we still pay the injured third party and then recover the amount from the person responsible.`,
          `- القيادة دون رخصة سارية، أو من سائق لا يحمل رخصة لفئة المركبة
- القيادة تحت تأثير المسكرات أو المخدرات أو المؤثرات العقلية
- الإضرار المتعمد، والسباقات والتفحيط، واستخدام المركبة في غير الغرض المرخصة له
- الاستهلاك العادي، والأعطال الميكانيكية أو الكهربائية، وتلف الإطارات الذي لا ينتج عن حادث
- مغادرة موقع الحادث دون عذر مشروع

ووفقًا للوثيقة الموحدة للتأمين الإلزامي على المركبات، نعوّض الطرف المتضرر في بعض هذه الحالات، ثم نرجع بالمبلغ على المتسبب.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Motor insurance questions', 'أسئلة عن تأمين المركبات'),
        items: [
          {
            question: t(
              'Does my no-claims discount move with me?',
              'هل ينتقل معي خصم عدم وجود مطالبات؟',
            ),
            answer: rich(
              'Yes. Your claims history is recorded with Najm, and we apply the no-claims discount you have earned when you renew with us or move to Rafeef from another insurer.',
              'نعم. يُسجَّل سجل مطالباتك لدى نجم، ونطبق خصم عدم وجود مطالبات الذي تستحقه عند تجديد وثيقتك معنا أو انتقالك إلى رفيف من شركة أخرى.',
            ),
          },
          {
            question: t(
              'Can I cancel my policy and get a refund?',
              'هل يمكنني إلغاء الوثيقة واسترداد جزء من القسط؟',
            ),
            answer: rich(
              'Yes, if you sell the car or no longer need the cover and no claim has been paid. The unused part of the premium is refunded pro rata to your IBAN.',
              'نعم، في حال بيع السيارة أو انتفاء الحاجة إلى التغطية ما لم تُصرف مطالبة على الوثيقة، ويُعاد الجزء غير المستخدم من القسط بالتناسب إلى حسابك البنكي.',
            ),
          },
          {
            question: t('How is the value of my car set?', 'كيف تُحدَّد قيمة سيارتي؟'),
            answer: rich(
              'Comprehensive cover insures your car for its market value, agreed with you when the policy is issued and reduced each year for depreciation.',
              'يؤمَّن على سيارتك في التأمين الشامل بقيمتها السوقية المتفق عليها عند إصدار الوثيقة، وتنخفض سنويًا بحسب نسبة الاستهلاك.',
            ),
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('Insure your car in minutes', 'أمّن سيارتك خلال دقائق'),
        description: rich(
          'Enter your national ID or Iqama number and the vehicle’s sequence number, compare prices for Third Party, Comprehensive and Comprehensive Plus, and pay online with mada, Visa, Mastercard or Apple Pay.',
          'أدخل رقم الهوية الوطنية أو الإقامة والرقم التسلسلي للمركبة، وقارن أسعار التأمين ضد الغير والشامل والشامل بلس، ثم ادفع إلكترونيًا عبر مدى أو فيزا أو ماستركارد أو Apple Pay.',
        ),
        image: refs.media.picMotor,
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
