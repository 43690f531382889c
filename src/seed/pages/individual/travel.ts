import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function travelPage(refs: SeedRefs): SeedData {
  return {
    name: 'travel-insurance',
    title: t('Travel Insurance', 'تأمين السفر'),
    description: t(
      'Schengen-compliant travel insurance from Rafeef: emergency medical cover abroad, trip cancellation, baggage and 24/7 assistance, for single trips or a whole year of travel.',
      'تأمين سفر من رفيف متوافق مع متطلبات تأشيرة شنغن: تغطية طبية طارئة في الخارج، وإلغاء الرحلة، والأمتعة، ومساعدة على مدار الساعة، لرحلة واحدة أو لسنة كاملة من السفر.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Travel Insurance', 'تأمين السفر'),
        description: t(
          'Travel the world knowing that medical emergencies, cancelled trips and lost bags are taken care of.',
          'سافر حول العالم وأنت مطمئن إلى أن الحالات الطبية الطارئة وإلغاء الرحلات وفقدان الأمتعة في أيدٍ أمينة.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Cover for every kind of trip', 'تغطية لكل أنواع الرحلات'),
        description: rich(
          `Rafeef travel insurance is available to Saudi citizens and residents with a valid Iqama travelling from the Kingdom, for themselves and their families.

- **Single trip:** cover for one journey of up to 92 days, from the day you leave the Kingdom until you return.
- **Annual multi-trip:** unlimited trips in a year, each of up to 90 days, ideal for business travellers and frequent visitors to family abroad.
- **Area of cover:** Worldwide, or Worldwide excluding the USA and Canada for a lower premium.

## Schengen visa ready

Our policy meets the requirements of the Schengen states: medical cover of at least EUR 30,000, valid in all Schengen countries for the whole stay, including emergency hospital treatment, medical evacuation and repatriation. Your certificate is issued instantly in English with the insured’s passport details and is accepted by embassies and visa application centres.`,
          `يتاح تأمين السفر من رفيف للمواطنين السعوديين وللمقيمين الذين يحملون إقامة سارية عند السفر من المملكة، لهم ولأفراد أسرهم.

- **رحلة واحدة:** تغطية لرحلة واحدة مدتها حتى 92 يومًا، من يوم مغادرتك المملكة حتى عودتك إليها.
- **رحلات متعددة سنوية:** عدد غير محدود من الرحلات خلال السنة، مدة كل منها حتى 90 يومًا، وهي مثالية لرجال الأعمال ولمن يكثرون زيارة ذويهم في الخارج.
- **النطاق الجغرافي:** جميع أنحاء العالم، أو جميع أنحاء العالم باستثناء الولايات المتحدة وكندا بقسط أقل.

## جاهزة لتأشيرة شنغن

تستوفي وثيقتنا متطلبات دول شنغن: تغطية طبية لا تقل عن 30,000 يورو، سارية في جميع دول شنغن طوال مدة الإقامة، وتشمل العلاج الطارئ في المستشفى والإخلاء الطبي والإعادة إلى الوطن. وتصدر شهادتك فورًا باللغة الإنجليزية متضمنةً بيانات جواز سفر المؤمَّن له، وتقبلها السفارات ومراكز استقبال طلبات التأشيرات.`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('What your travel policy covers', 'ما تغطيه وثيقة السفر'),
        items: [
          {
            title: t('Emergency medical expenses', 'المصاريف الطبية الطارئة'),
            description: t(
              'Hospital treatment, surgery, doctors’ fees and prescribed medicines for sudden illness or injury abroad, up to SAR 1,000,000, paid directly to the hospital wherever possible.',
              'العلاج في المستشفى والعمليات الجراحية وأتعاب الأطباء والأدوية الموصوفة عند المرض المفاجئ أو الإصابة في الخارج، حتى 1,000,000 ريال، وتُدفع مباشرةً إلى المستشفى كلما أمكن.',
            ),
          },
          {
            title: t('Evacuation and repatriation', 'الإخلاء والإعادة إلى الوطن'),
            description: t(
              'Medical evacuation to the nearest suitable hospital or back to the Kingdom, and repatriation of remains, in full.',
              'الإخلاء الطبي إلى أقرب مستشفى مناسب أو إلى المملكة، وإعادة الجثمان إلى الوطن، بالتكلفة الكاملة.',
            ),
          },
          {
            title: t('Trip cancellation and curtailment', 'إلغاء الرحلة أو قطعها'),
            description: t(
              'Non-refundable travel and hotel costs, up to SAR 20,000, if you must cancel or cut short your trip because of serious illness, injury or death of you or a close relative.',
              'تكاليف السفر والفنادق غير المستردة، حتى 20,000 ريال، إذا اضطررت إلى إلغاء رحلتك أو قطعها بسبب مرض خطير أو إصابة أو وفاة تصيبك أو أحد أقاربك من الدرجة الأولى.',
            ),
          },
          {
            title: t('Baggage', 'الأمتعة'),
            description: t(
              'Up to SAR 5,000 for lost or damaged checked baggage (SAR 500 per item), and SAR 1,000 for essentials if your bags are delayed more than 6 hours.',
              'حتى 5,000 ريال عن فقد الأمتعة المسجلة أو تلفها (بحد 500 ريال للقطعة الواحدة)، و1,000 ريال لشراء المستلزمات الضرورية إذا تأخر وصول أمتعتك أكثر من 6 ساعات.',
            ),
          },
          {
            title: t('Travel delay and documents', 'تأخر الرحلة والمستندات'),
            description: t(
              'SAR 200 for every 6 hours of flight delay up to SAR 1,000, and up to SAR 1,500 to replace a lost passport.',
              '200 ريال عن كل 6 ساعات تأخير في موعد الرحلة بحد أقصى 1,000 ريال، وحتى 1,500 ريال لاستخراج بدل جواز سفر مفقود.',
            ),
          },
          {
            title: t('Personal liability and accident', 'المسؤولية الشخصية والحوادث'),
            description: t(
              'Up to SAR 200,000 if you accidentally injure someone or damage their property, and SAR 100,000 for accidental death or permanent disability.',
              'حتى 200,000 ريال إذا تسببت عن غير قصد في إصابة شخص أو إتلاف ممتلكاته، و100,000 ريال عن الوفاة أو العجز الدائم نتيجة حادث.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('If you need help abroad', 'إذا احتجت إلى المساعدة في الخارج'),
        description: rich(
          `Call our 24/7 assistance line on **+966 11 486 2000** before going to hospital, except in a life-threatening emergency. Our assistance team will direct you to a hospital that can bill us directly, and arrange guarantees of payment, evacuation and repatriation where needed.

If you paid yourself, keep the original medical reports, invoices and receipts, and [submit your claim](/submit-claim) within 30 days of your return with your passport showing the travel dates. For lost or delayed baggage, attach the airline’s Property Irregularity Report (PIR).

The policy does not cover pre-existing conditions unless declared and accepted, travel against medical advice, elective treatment, pregnancy after the 32nd week, or hazardous sports unless the sports extension is added.`,
          `اتصل بخط المساعدة لدينا على مدار الساعة على الرقم **+966 11 486 2000** قبل التوجه إلى المستشفى، إلا في الحالات التي تهدد الحياة. وسيوجهك فريق المساعدة إلى مستشفى يتعامل معنا بالفوترة المباشرة، ويتولى إصدار خطابات ضمان الدفع وترتيب الإخلاء الطبي والإعادة إلى الوطن عند الحاجة.

وإذا دفعت التكاليف بنفسك، فاحتفظ بأصول التقارير الطبية والفواتير والإيصالات، ثم [ارفع مطالبتك](/submit-claim) خلال 30 يومًا من عودتك مع صورة جواز السفر موضحًا فيها تواريخ السفر. وفي حال فقد الأمتعة أو تأخرها، أرفق تقرير الأمتعة المفقودة الصادر عن شركة الطيران.

لا تغطي الوثيقة الحالات المرضية السابقة ما لم يُفصح عنها وتُقبل، ولا السفر خلافًا للنصيحة الطبية، ولا العلاج الاختياري، ولا الحمل بعد الأسبوع الثاني والثلاثين، ولا الرياضات الخطرة ما لم تُضف تغطيتها الإضافية.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Travel insurance questions', 'أسئلة عن تأمين السفر'),
        items: [
          {
            question: t('When should I buy my travel insurance?', 'متى أشتري تأمين السفر؟'),
            answer: rich(
              'As soon as you book your trip. Cancellation cover starts from the date the policy is issued, so buying early protects the money you have already paid.',
              'بمجرد حجز رحلتك، فتغطية إلغاء الرحلة تبدأ من تاريخ إصدار الوثيقة، والشراء المبكر يحمي المبالغ التي دفعتها مسبقًا.',
            ),
          },
          {
            question: t(
              'Can I insure my whole family on one policy?',
              'هل يمكنني التأمين على أسرتي كلها في وثيقة واحدة؟',
            ),
            answer: rich(
              'Yes. A family policy covers you, your spouse and your children under 18 travelling with you, at a lower price than separate policies.',
              'نعم، تغطي وثيقة الأسرة المؤمَّن له وزوجه وأبناءه دون 18 عامًا المسافرين معه، بسعر أقل من إصدار وثائق منفصلة.',
            ),
          },
          {
            question: t('Is there an age limit?', 'هل يوجد حد للعمر؟'),
            answer: rich(
              'Travellers aged up to 75 can be insured online. Older travellers are welcome too, after a short medical declaration reviewed by our team.',
              'يمكن التأمين إلكترونيًا على المسافرين حتى سن 75 عامًا، ونرحب بمن هم أكبر سنًا بعد تعبئة إقرار طبي مختصر يراجعه فريقنا.',
            ),
          },
          {
            question: t(
              'My visa was refused. Can I get my premium back?',
              'رُفضت تأشيرتي، فهل أسترد القسط؟',
            ),
            answer: rich(
              'Yes. Send us the embassy’s refusal letter before the policy start date and we refund the premium in full.',
              'نعم، أرسل إلينا خطاب الرفض الصادر عن السفارة قبل تاريخ بدء الوثيقة، ونعيد إليك القسط كاملًا.',
            ),
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('Get your travel certificate today', 'احصل على شهادة تأمين السفر اليوم'),
        description: rich(
          'Enter your destination and travel dates, choose single-trip or annual cover, and receive your policy and Schengen certificate by email within minutes.',
          'أدخل وجهتك وتواريخ سفرك، واختر تغطية الرحلة الواحدة أو التغطية السنوية، وتصلك الوثيقة وشهادة شنغن على بريدك الإلكتروني خلال دقائق.',
        ),
        image: refs.media.picTravel,
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
