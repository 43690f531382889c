import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** Not part of the Individual Products group: no full-width banner. */
export function travellersGuidePage(refs: SeedRefs): SeedData {
  void refs
  return {
    name: 'travellers-guide',
    title: t('Travellers’ Guide to Saudi Arabia', 'دليل الزائر إلى المملكة العربية السعودية'),
    description: t(
      'Practical advice for visitors to Saudi Arabia: what to prepare before you travel, what to do on arrival, how to get medical care during your visit and which numbers to call in an emergency.',
      'نصائح عملية لزوار المملكة العربية السعودية: ما تجهزه قبل السفر، وما تفعله عند الوصول، وكيف تحصل على الرعاية الطبية خلال زيارتك، وبأي الأرقام تتصل في حالات الطوارئ.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Welcome to Saudi Arabia', 'أهلًا بك في المملكة العربية السعودية'),
        description: rich(
          `Whether you are coming to see your family, on business, or to perform Umrah and discover the Kingdom, a little preparation makes your visit easier. This guide from Rafeef Cooperative Insurance brings together the practical points visitors ask us about most, from the documents you need to what to do if you fall ill.`,
          `سواء كنت قادمًا لزيارة أسرتك، أو في رحلة عمل، أو لأداء العمرة واكتشاف المملكة، فإن قليلًا من الاستعداد يجعل زيارتك أيسر. ويجمع لك هذا الدليل من رفيف للتأمين التعاوني أهم النقاط العملية التي يسألنا عنها الزوار، من المستندات المطلوبة إلى ما تفعله إذا مرضت.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Before you travel', 'قبل السفر'),
        description: rich(
          `- **Visa:** family visit visas are requested by your host in the Kingdom on the Ministry of Foreign Affairs visa platform; tourist and business visitors can apply for an e-visa online. Check the visa’s validity and permitted length of stay before booking.
- **Passport:** it must be valid for at least 6 months from your arrival date.
- **Medical insurance:** holders of visit visas must have medical insurance approved by the Council of Health Insurance for the whole stay. See our [Visit Visa Medical Insurance](/visit-visa-travel-insurance).
- **Umrah:** book your Umrah and Rawdah permits on the Nusuk app, and get the meningococcal ACWY vaccine at least 10 days before you travel.
- **Medicines:** bring prescribed medicines in their original packaging with a copy of the prescription. Some medicines, such as certain painkillers and sedatives, are controlled in the Kingdom and need prior approval from the Saudi Food and Drug Authority.
- **Climate:** summer temperatures often exceed 45°C; pack light, loose and modest clothing, sun protection and a refillable water bottle.`,
          `- **التأشيرة:** يطلب المستضيف المقيم في المملكة تأشيرة الزيارة العائلية عبر منصة التأشيرات التابعة لوزارة الخارجية، ويمكن للسياح وزوار الأعمال التقدم بطلب التأشيرة الإلكترونية عبر الإنترنت. تحقق من صلاحية التأشيرة ومدة الإقامة المسموح بها قبل الحجز.
- **جواز السفر:** يجب أن يكون ساريًا لمدة لا تقل عن 6 أشهر من تاريخ الوصول.
- **التأمين الطبي:** يجب أن يكون لحاملي تأشيرة الزيارة تأمين طبي معتمد من مجلس الضمان الصحي طوال مدة الإقامة. اطلع على [التأمين الطبي لتأشيرة الزيارة](/visit-visa-travel-insurance).
- **العمرة:** احجز تصاريح العمرة والروضة الشريفة عبر تطبيق نسك، واحصل على لقاح الحمى الشوكية الرباعي قبل سفرك بعشرة أيام على الأقل.
- **الأدوية:** أحضر أدويتك الموصوفة في عبواتها الأصلية مع نسخة من الوصفة الطبية. وبعض الأدوية، مثل أنواع من المسكنات والمهدئات، خاضعة للرقابة في المملكة وتتطلب موافقة مسبقة من الهيئة العامة للغذاء والدواء.
- **الطقس:** كثيرًا ما تتجاوز درجات الحرارة 45 درجة مئوية صيفًا، فاحرص على الملابس الخفيفة الفضفاضة والمحتشمة، وواقي الشمس، وقارورة ماء قابلة لإعادة التعبئة.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('On arrival', 'عند الوصول'),
        description: rich(
          `- **Border number:** your entry record carries a border number. Keep it with your passport: hospitals, mobile operators and your insurer may ask for it.
- **Insurance:** if your host bought a Rafeef visit visa policy, make sure it has been [activated](/activate-visa) and keep the policy number on your phone.
- **Mobile and internet:** you can buy a local SIM card at the airport or any operator’s shop with your passport; your fingerprint is registered when you buy it.
- **Money:** the currency is the Saudi riyal (SAR). Cards and mobile payments are accepted almost everywhere, including taxis and small shops.
- **Getting around:** use licensed taxis and ride-hailing apps, the Riyadh Metro, and the Haramain High Speed Railway between Makkah, Jeddah and Madinah.
- **Staying longer:** your host can extend a family visit visa through Absher before it expires, after [extending the insurance](/extend-insurance).`,
          `- **رقم الحدود:** يحمل سجل دخولك رقمًا حدوديًا، فاحتفظ به مع جواز سفرك، إذ قد تطلبه المستشفيات وشركات الاتصالات وشركة التأمين.
- **التأمين:** إذا اشترى مستضيفك وثيقة تأمين الزيارة من رفيف، فتأكد من [تفعيلها](/activate-visa) واحتفظ برقم الوثيقة في هاتفك.
- **الاتصالات والإنترنت:** يمكنك شراء شريحة اتصال محلية من المطار أو من أي متجر لشركات الاتصالات بجواز سفرك، وتُسجَّل بصمتك عند الشراء.
- **العملة:** العملة الرسمية هي الريال السعودي، وتُقبل البطاقات ووسائل الدفع عبر الجوال في كل مكان تقريبًا، بما في ذلك سيارات الأجرة والمتاجر الصغيرة.
- **التنقل:** استخدم سيارات الأجرة المرخصة وتطبيقات النقل، ومترو الرياض، وقطار الحرمين السريع بين مكة المكرمة وجدة والمدينة المنورة.
- **تمديد الإقامة:** يستطيع مستضيفك تمديد تأشيرة الزيارة العائلية عبر أبشر قبل انتهائها، بعد [تمديد التأمين](/extend-insurance).`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Health care while visiting', 'الرعاية الصحية خلال الزيارة'),
        description: rich(
          `Hospitals in the Kingdom must treat emergency cases regardless of insurance, and your visit visa policy covers emergency treatment up to SAR 100,000, including COVID-19. For urgent care that is not life-threatening, go to a hospital in our [medical network](/medical-network) and show your passport: the hospital verifies your policy and bills us directly.

Pharmacies are easy to find and many open 24 hours. Pharmacists can advise on minor ailments, but most antibiotics need a doctor’s prescription.

In the heat, drink water regularly, avoid the midday sun between 11 am and 4 pm, and watch for signs of heat exhaustion such as dizziness, headache and heavy sweating, especially during Umrah and long walks in the Haramain.`,
          `تلتزم المستشفيات في المملكة بعلاج الحالات الطارئة بصرف النظر عن التأمين، وتغطي وثيقة تأمين الزيارة العلاج الطارئ حتى 100,000 ريال، بما في ذلك كوفيد-19. أما الحالات العاجلة التي لا تهدد الحياة، فراجع أحد مستشفيات [شبكتنا الطبية](/medical-network) وقدّم جواز سفرك، ليتحقق المستشفى من وثيقتك ويرسل الفاتورة إلينا مباشرة.

تنتشر الصيدليات في كل مكان ويعمل كثير منها على مدار الساعة، ويمكن للصيدلي تقديم المشورة في الحالات البسيطة، إلا أن معظم المضادات الحيوية تتطلب وصفة طبية.

وفي الأجواء الحارة، احرص على شرب الماء بانتظام، وتجنب أشعة الشمس المباشرة بين الساعة 11 صباحًا و4 مساءً، وانتبه لعلامات الإجهاد الحراري مثل الدوار والصداع والتعرق الشديد، خاصةً أثناء أداء العمرة والمشي لمسافات طويلة في الحرمين.`,
        ),
        button_text: t('Visit Visa Medical Insurance', 'التأمين الطبي لتأشيرة الزيارة'),
        button_url: '/visit-visa-travel-insurance',
      },
      {
        blockType: 'single_blog',
        header: t('Emergency numbers', 'أرقام الطوارئ'),
        description: rich(
          `- **997:** ambulance (Saudi Red Crescent Authority)
- **999:** police
- **998:** civil defence, for fires, floods and rescue
- **993:** traffic police, for road accidents where Najm does not attend
- **911:** unified emergency number in Riyadh, Makkah and the Eastern Province

Calls to emergency numbers are free, including from a phone without a local SIM card. For help with your Rafeef policy, call **800 124 7333** (toll-free in the Kingdom) or **+966 11 486 2000**, available 24 hours a day.`,
          `- **997:** الإسعاف (هيئة الهلال الأحمر السعودي)
- **999:** الشرطة
- **998:** الدفاع المدني، للحرائق والسيول وعمليات الإنقاذ
- **993:** المرور، للحوادث المرورية التي لا تباشرها نجم
- **911:** الرقم الموحد للطوارئ في الرياض ومكة المكرمة والمنطقة الشرقية

الاتصال بأرقام الطوارئ مجاني، حتى من هاتف لا يحمل شريحة اتصال محلية. وللمساعدة فيما يخص وثيقتك لدى رفيف، اتصل على **800 124 7333** (مجاني داخل المملكة) أو **+966 11 486 2000**، على مدار الساعة.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Questions from visitors', 'أسئلة الزوار'),
        items: [
          {
            question: t('Can I drive during my visit?', 'هل يمكنني قيادة السيارة خلال زيارتي؟'),
            answer: rich(
              'Yes. Visitors can drive with a valid licence from their home country together with an International Driving Permit, and the car must have valid motor insurance.',
              'نعم، يمكن للزائر القيادة برخصة سارية صادرة من بلده مع رخصة القيادة الدولية، على أن تكون المركبة مؤمَّنًا عليها بتأمين ساري المفعول.',
            ),
          },
          {
            question: t(
              'What happens if I stay beyond my visa?',
              'ماذا يحدث إذا تجاوزت مدة تأشيرتي؟',
            ),
            answer: rich(
              'Overstaying leads to fines and can affect future visas, and your insurance ends with the visa. Extend the insurance and the visa before the expiry date.',
              'يترتب على تجاوز مدة التأشيرة غرامات مالية، وقد يؤثر ذلك في تأشيراتك مستقبلًا، كما ينتهي تأمينك بانتهاء التأشيرة. لذا احرص على تمديد التأمين والتأشيرة قبل تاريخ الانتهاء.',
            ),
          },
          {
            question: t('I lost my passport. What should I do?', 'فقدت جواز سفري، فماذا أفعل؟'),
            answer: rich(
              'Report the loss through Absher or at the nearest police station, then contact your embassy for a replacement or an emergency travel document.',
              'أبلغ عن الفقدان عبر أبشر أو في أقرب مركز شرطة، ثم تواصل مع سفارة بلدك لاستخراج بدل فاقد أو وثيقة سفر مؤقتة.',
            ),
          },
          {
            question: t(
              'Do I pay at the hospital if I am insured?',
              'هل أدفع في المستشفى إذا كنت مؤمَّنًا؟',
            ),
            answer: rich(
              'Not for covered treatment in our network: the hospital bills Rafeef directly. If you pay elsewhere in an emergency, keep the invoices and reports and [submit a claim](/submit-claim).',
              'لا تدفع مقابل العلاج المشمول في مستشفيات شبكتنا، إذ يرسل المستشفى الفاتورة إلى رفيف مباشرة. وإذا دفعت في مستشفى آخر في حالة طارئة، فاحتفظ بالفواتير والتقارير و[ارفع مطالبة](/submit-claim).',
            ),
          },
        ],
      },
    ],
  }
}
