import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** Hospitals, clinics and classes are fictional; the classes match the plan tiers of health-insurance. */
export function medicalNetworkPage(refs: SeedRefs): SeedData {
  return {
    name: 'medical-network',
    title: t('Medical Network', 'الشبكة الطبية'),
    description: t(
      'The Rafeef medical network: more than 2,400 hospitals, clinics and pharmacies across the Kingdom, the VIP, A, B and C network classes, prior approvals and our 24/7 medical helpline.',
      'الشبكة الطبية لرفيف: أكثر من 2,400 مستشفى ومركز طبي وصيدلية في أنحاء المملكة، وفئات الشبكة VIP وA وB وC، والموافقات المسبقة، وخطنا الطبي المتاح على مدار الساعة.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Medical Network', 'الشبكة الطبية'),
        description: t(
          'Hospitals, clinics and pharmacies in every region of the Kingdom, with direct billing for our members.',
          'مستشفيات ومراكز طبية وصيدليات في جميع مناطق المملكة، مع الفوترة المباشرة لعملائنا.',
        ),
        image: refs.media.heroService,
      },
      {
        blockType: 'image_blog',
        header: t('How our medical network works', 'كيف تعمل شبكتنا الطبية'),
        description: rich(
          `Our network brings together more than 2,400 healthcare providers accredited by the Council of Health Insurance, from major hospitals to neighbourhood clinics, pharmacies and optical centres.

- **No cash at the counter:** show your national ID or Iqama, or the digital card in the Rafeef app. The provider checks your cover online and bills us directly; you pay only your co-payment, if your plan has one.
- **Your network class:** your card shows your class, VIP, A, B or C, which decides the providers you can use. A higher class includes every provider of the classes below it.
- **Emergencies:** in a life-threatening emergency go to the nearest hospital, in or out of the network, or call 997 for an ambulance.`,
          `تضم شبكتنا أكثر من 2,400 مقدم خدمة صحية معتمد من مجلس الضمان الصحي، من كبرى المستشفيات إلى المراكز الطبية في الأحياء والصيدليات ومراكز البصريات.

- **دون دفع نقدي:** قدّم هويتك الوطنية أو إقامتك، أو البطاقة الرقمية في تطبيق رفيف، فيتحقق مقدم الخدمة من تغطيتك إلكترونيًا ويرسل الفاتورة إلينا مباشرة، ولا تدفع سوى نسبة التحمّل إن وُجدت في خطتك.
- **فئة شبكتك:** تظهر في بطاقتك فئة الشبكة، VIP أو A أو B أو C، وهي التي تحدد مقدمي الخدمة المتاحين لك. وتشمل كل فئة أعلى جميع مقدمي الخدمة في الفئات التي تليها.
- **الحالات الطارئة:** في الحالات التي تهدد الحياة توجّه إلى أقرب مستشفى، سواء كان ضمن الشبكة أو خارجها، أو اتصل بالهلال الأحمر على 997.`,
        ),
        image: refs.media.picMedical,
      },
      {
        blockType: 'multiple_title',
        header: t('Network classes', 'فئات الشبكة الطبية'),
        items: [
          {
            title: t('VIP: Platinum plans', 'VIP: الخطط البلاتينية'),
            description: t(
              'Every provider in our network, more than 2,400 in total, including flagship private hospitals and centres of excellence for cardiac care, oncology and organ transplants, with private rooms.',
              'جميع مقدمي الخدمة في شبكتنا، وعددهم أكثر من 2,400، بما فيهم كبرى المستشفيات الخاصة ومراكز التميز في أمراض القلب والأورام وزراعة الأعضاء، مع غرفة خاصة.',
            ),
            link_text: t('Compare plans', 'قارن الخطط'),
            link_url: '/health-insurance',
          },
          {
            title: t('A: Gold plans', 'A: الخطط الذهبية'),
            description: t(
              'More than 2,100 providers, including specialist hospitals and day-surgery centres in all major cities.',
              'أكثر من 2,100 مقدم خدمة، بما فيهم المستشفيات التخصصية ومراكز جراحة اليوم الواحد في جميع المدن الرئيسية.',
            ),
            link_text: t('Compare plans', 'قارن الخطط'),
            link_url: '/health-insurance',
          },
          {
            title: t('B: Silver plans', 'B: الخطط الفضية'),
            description: t(
              'More than 1,650 providers, adding major private hospitals in Riyadh, Jeddah and the Eastern Province to the C network.',
              'أكثر من 1,650 مقدم خدمة، تضيف كبرى المستشفيات الخاصة في الرياض وجدة والمنطقة الشرقية إلى شبكة الفئة C.',
            ),
            link_text: t('Compare plans', 'قارن الخطط'),
            link_url: '/health-insurance',
          },
          {
            title: t('C: Essential plans', 'C: الخطط الأساسية'),
            description: t(
              'More than 1,200 general hospitals, polyclinics and pharmacies in every region, delivering all the benefits of the unified policy. Visit visa policies also use this network.',
              'أكثر من 1,200 مستشفى عام ومجمع طبي وصيدلية في جميع المناطق، تقدم جميع منافع الوثيقة الموحدة. وتعتمد وثائق تأمين تأشيرة الزيارة على هذه الشبكة أيضًا.',
            ),
            link_text: t('Visit visa insurance', 'تأمين تأشيرة الزيارة'),
            link_url: '/visit-visa-travel-insurance',
          },
        ],
      },
      {
        blockType: 'tags_accordion',
        header: t('Main hospitals by city', 'أبرز المستشفيات حسب المدينة'),
        description: t(
          'Choose a city to see some of our main hospitals and the network classes that include them. For the full list of clinics, pharmacies and opticians near you, use provider search in the Rafeef app.',
          'اختر المدينة لعرض أبرز مستشفياتنا فيها وفئات الشبكة التي تشملها. وللاطلاع على القائمة الكاملة للمراكز الطبية والصيدليات ومحلات البصريات القريبة منك، استخدم خدمة البحث عن مقدمي الخدمة في تطبيق رفيف.',
        ),
        tags: [
          {
            tag: t('Riyadh', 'الرياض'),
            text: t(
              `Al Noor Specialist Hospital, Al Olaya: VIP, A, B and C.
Sidra Medical City, Al Malqa: VIP and A.
Wahat Al Salama Hospital, Al Sulaimaniyah: VIP, A and B.
Al Khuzama Women and Children Hospital, Al Nakheel: VIP, A and B.
Al Rawdah General Hospital, Al Rawdah: all classes.
Tilal Day Surgery Centre, Al Yasmin: VIP and A.`,
              `مستشفى النور التخصصي، حي العليا: VIP وA وB وC.
مدينة سدرة الطبية، حي الملقا: VIP وA.
مستشفى واحة السلامة، حي السليمانية: VIP وA وB.
مستشفى الخزامى للنساء والأطفال، حي النخيل: VIP وA وB.
مستشفى الروضة العام، حي الروضة: جميع الفئات.
مركز التلال لجراحة اليوم الواحد، حي الياسمين: VIP وA.`,
            ),
          },
          {
            tag: t('Jeddah', 'جدة'),
            text: t(
              `Al Bahr Specialist Hospital, Al Shati: VIP and A.
Jeddah Care Medical Complex, Al Rawdah: VIP, A and B.
Al Safwa General Hospital, Al Safa: all classes.
Marjan Heart Centre, Al Zahra: VIP and A.
Al Naseem Polyclinic, Al Naseem: B and C.`,
              `مستشفى البحر التخصصي، حي الشاطئ: VIP وA.
مجمع رعاية جدة الطبي، حي الروضة: VIP وA وB.
مستشفى الصفوة العام، حي الصفا: جميع الفئات.
مركز المرجان للقلب، حي الزهراء: VIP وA.
مجمع النسيم الطبي، حي النسيم: B وC.`,
            ),
          },
          {
            tag: t('Makkah', 'مكة المكرمة'),
            text: t(
              `Al Ajyad Specialist Hospital, Al Aziziyah: VIP, A and B.
Umm Al Joud General Hospital, Al Awali: all classes.
Al Hijrah Medical Centre, Al Hijrah: B and C.`,
              `مستشفى أجياد التخصصي، حي العزيزية: VIP وA وB.
مستشفى أم الجود العام، حي العوالي: جميع الفئات.
مركز الهجرة الطبي، حي الهجرة: B وC.`,
            ),
          },
          {
            tag: t('Madinah', 'المدينة المنورة'),
            text: t(
              `Taibah Valley Hospital, Quba Road: VIP, A and B.
Al Aqiq General Hospital, Al Aqiq: all classes.
Al Uyun Polyclinic, Al Uyun: B and C.`,
              `مستشفى وادي طيبة، طريق قباء: VIP وA وB.
مستشفى العقيق العام، حي العقيق: جميع الفئات.
مجمع العيون الطبي، حي العيون: B وC.`,
            ),
          },
          {
            tag: t('Eastern Province', 'المنطقة الشرقية'),
            text: t(
              `Al Khaleej Specialist Hospital, Al Khobar: VIP and A.
Dana Medical City, Dammam: VIP, A and B.
Al Faisaliah General Hospital, Dammam: all classes.
Hajar Hospital, Al Ahsa: VIP, A, B and C.
Al Jubail Polyclinic, Jubail: B and C.`,
              `مستشفى الخليج التخصصي، الخبر: VIP وA.
مدينة دانة الطبية، الدمام: VIP وA وB.
مستشفى الفيصلية العام، الدمام: جميع الفئات.
مستشفى هجر، الأحساء: VIP وA وB وC.
مجمع الجبيل الطبي، الجبيل: B وC.`,
            ),
          },
          {
            tag: t('Other regions', 'المناطق الأخرى'),
            text: t(
              `Qassim: Al Nakhil Hospital, Buraidah, all classes.
Asir: Al Sawda Specialist Hospital, Abha, VIP, A and B; Khamis General Hospital, Khamis Mushait, all classes.
Tabuk: Al Muruj Hospital, Tabuk, VIP, A, B and C.
Jazan: Al Fursan Medical Centre, Jazan, B and C.`,
              `القصيم: مستشفى النخيل، بريدة، جميع الفئات.
عسير: مستشفى السودة التخصصي، أبها، VIP وA وB؛ ومستشفى خميس العام، خميس مشيط، جميع الفئات.
تبوك: مستشفى المروج، تبوك، VIP وA وB وC.
جازان: مركز فرسان الطبي، جازان، B وC.`,
            ),
          },
        ],
        button_text: t('Find a provider near you', 'ابحث عن مقدم خدمة بالقرب منك'),
        button_url: 'https://eservices.rafeef.example/provider-search',
      },
      {
        blockType: 'checklist',
        header: t('Prior approvals', 'الموافقات المسبقة'),
        items: [
          {
            title: t('What needs approval', 'ما يحتاج إلى موافقة'),
            description: t(
              'Hospital admission, surgery and day surgery, MRI and CT scans, physiotherapy, dental treatment beyond check-ups and fillings, and medicines for more than one month.',
              'التنويم في المستشفى، والعمليات الجراحية وجراحات اليوم الواحد، والرنين المغناطيسي والأشعة المقطعية، والعلاج الطبيعي، وعلاج الأسنان فيما عدا الفحص والحشوات، والأدوية لمدة تزيد على شهر.',
            ),
          },
          {
            title: t('Who asks for it', 'من يطلبها'),
            description: t(
              'Your doctor’s hospital or clinic sends the request to us electronically through NPHIES, the national health insurance platform. You do not need to contact us yourself.',
              'يرسل المستشفى أو المركز الذي يعالجك الطلب إلينا إلكترونيًا عبر منصة نفيس الوطنية للتأمين الصحي، ولا يلزمك التواصل معنا بنفسك.',
            ),
          },
          {
            title: t('How fast we answer', 'مدة الرد'),
            description: t(
              'We normally reply within 60 minutes, and emergencies never wait for approval. An approval is valid for 14 days from the date it is issued.',
              'نرد عادةً خلال 60 دقيقة، ولا تنتظر الحالات الطارئة أي موافقة. وتسري الموافقة 14 يومًا من تاريخ صدورها.',
            ),
          },
          {
            title: t('If a request is declined', 'إذا رُفض الطلب'),
            description: t(
              'We give the provider the reason, and you receive an SMS. Your doctor can send more medical information for a review, or you can call our medical helpline to ask for one.',
              'نوضح السبب لمقدم الخدمة، وتصلك رسالة نصية بذلك. ويمكن لطبيبك إرسال معلومات طبية إضافية لإعادة الدراسة، أو يمكنك طلب ذلك عبر خطنا الطبي.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Treatment outside the network', 'العلاج خارج الشبكة'),
        description: rich(
          `In an emergency you can be treated at any hospital in the Kingdom. If you are asked to pay, keep the original invoices, receipts and medical report and [submit a claim](/submit-claim) within 90 days. We reimburse you within 15 working days at the rates agreed with our network, less any co-payment.

Planned treatment outside your network is not covered unless we approve it in advance, for example when the treatment you need is not available in your network class.`,
          `في الحالات الطارئة يمكنك العلاج في أي مستشفى داخل المملكة. وإذا طُلب منك الدفع، فاحتفظ بأصول الفواتير والإيصالات والتقرير الطبي، ثم [ارفع مطالبة](/submit-claim) خلال 90 يومًا، ونعيد إليك المبلغ خلال 15 يوم عمل وفق الأسعار المتفق عليها مع شبكتنا، بعد خصم نسبة التحمّل إن وُجدت.

أما العلاج المخطط له خارج شبكتك فلا يُغطى إلا بموافقة مسبقة منا، كأن يكون العلاج الذي تحتاج إليه غير متوفر ضمن فئة شبكتك.`,
        ),
      },
      {
        blockType: 'redirect_section',
        title: t('Medical helpline, 24 hours a day', 'الخط الطبي على مدار الساعة'),
        description: t(
          'Questions about your network, an approval or your benefits? Call 800 124 7333 at any hour, or +966 11 486 2000 from outside the Kingdom. You can also write to medical@rafeef.example.',
          'لديك سؤال عن شبكتك أو إحدى الموافقات أو منافع وثيقتك؟ اتصل على 800 124 7333 في أي ساعة، أو على +966 11 486 2000 من خارج المملكة، أو راسلنا على medical@rafeef.example.',
        ),
        button_text: t('All the ways to reach us', 'جميع قنوات التواصل'),
        button_url: '/contact-us',
      },
      {
        blockType: 'faq',
        header: t('Medical network questions', 'أسئلة عن الشبكة الطبية'),
        items: [
          {
            question: t('How do I know my network class?', 'كيف أعرف فئة شبكتي؟'),
            answer: rich(
              'It is shown on your digital card in the Rafeef app and on your policy schedule. Your employer’s HR team can also tell you.',
              'تظهر فئة الشبكة في بطاقتك الرقمية في تطبيق رفيف وفي جدول الوثيقة، ويمكنك كذلك الاستفسار عنها من إدارة الموارد البشرية لدى جهة عملك.',
            ),
          },
          {
            question: t(
              'The hospital says my insurance is not active. What should I do?',
              'أبلغني المستشفى بأن تأميني غير فعال، فماذا أفعل؟',
            ),
            answer: rich(
              'Call our medical helpline on 800 124 7333 while you are still at the hospital. New members are usually active in the system within 24 hours of being added by their employer, and we can confirm your cover to the provider directly.',
              'اتصل بخطنا الطبي على 800 124 7333 وأنت لا تزال في المستشفى. ويُفعَّل المؤمَّن له الجديد في النظام عادةً خلال 24 ساعة من إضافته من جهة عمله، ويمكننا تأكيد تغطيتك لمقدم الخدمة مباشرة.',
            ),
          },
          {
            question: t('Are pharmacies part of the network?', 'هل الصيدليات ضمن الشبكة؟'),
            answer: rich(
              'Yes. Prescriptions from a network doctor can be filled at any network pharmacy, and many of them deliver chronic medicines to your home each month.',
              'نعم، يمكنك صرف الوصفات الطبية الصادرة من أطباء الشبكة في أي صيدلية ضمنها، ويوفر كثير منها خدمة توصيل أدوية الأمراض المزمنة إلى منزلك شهريًا.',
            ),
          },
          {
            question: t(
              'My usual hospital has left the network. What happens to my treatment?',
              'خرج المستشفى الذي أتعالج فيه من الشبكة، فماذا يحدث لعلاجي؟',
            ),
            answer: rich(
              'We tell members in advance when a provider leaves the network. If you are in the middle of a course of treatment or pregnancy, call us: we can approve its continuation or help you move to another provider.',
              'نُبلغ المؤمَّن لهم مسبقًا عند خروج أي مقدم خدمة من الشبكة. وإذا كنت في منتصف خطة علاجية أو فترة حمل، فتواصل معنا لنوافق على استكمالها أو نساعدك على الانتقال إلى مقدم خدمة آخر.',
            ),
          },
        ],
      },
    ],
  }
}
