import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

const link = (value: string) => ({ type: 'link', value })

export function homePage(refs: SeedRefs): SeedData {
  const learnMore = t('Learn more', 'اعرف المزيد')
  return {
    name: 'home',
    title: t(
      'Rafeef Cooperative Insurance | Protection you can rely on',
      'رفيف للتأمين التعاوني | حماية تعتمد عليها',
    ),
    description: t(
      'Motor, travel, family protection, medical and business insurance from Rafeef Cooperative Insurance, a Saudi cooperative insurer regulated by the Insurance Authority.',
      'تأمين المركبات والسفر وحماية الأسرة والتأمين الطبي وتأمين الأعمال من رفيف للتأمين التعاوني، شركة تأمين سعودية خاضعة لإشراف هيئة التأمين.',
    ),
    sections: [
      {
        blockType: 'cover',
        title: t('Protection for every step of your journey', 'حماية ترافقك في كل خطوة'),
        description: t(
          'Insurance plans for you, your family and your business, backed by a claims team that answers around the clock.',
          'برامج تأمين لك ولأسرتك ولأعمالك، يساندها فريق مطالبات يستجيب لك على مدار الساعة.',
        ),
        image: refs.media.heroHome,
        buttonText: t('Get a quote', 'اطلب عرض سعر'),
        button_link: '/get-a-quote',
      },
      {
        blockType: 'shortcuts',
        header: t('E-services at your fingertips', 'خدماتنا الإلكترونية في متناولك'),
        items: [
          {
            icon: refs.media.iconDocument,
            title: t('Submit a claim', 'رفع مطالبة'),
            description: rich(
              'Report an accident or a loss online and upload your documents in one step.',
              'أبلغ عن الحادث أو الضرر إلكترونيًا وأرفق مستنداتك في خطوة واحدة.',
            ),
            choose_type: link('/submit-claim'),
          },
          {
            icon: refs.media.iconClock,
            title: t('Track a claim', 'متابعة المطالبة'),
            description: rich(
              'Follow the status of your claim with its reference number at any time.',
              'تابع حالة مطالبتك في أي وقت باستخدام رقمها المرجعي.',
            ),
            choose_type: link('/claims'),
          },
          {
            icon: refs.media.iconPhone,
            title: t('File a complaint', 'تقديم شكوى'),
            description: rich(
              'Tell us what went wrong: we acknowledge every complaint within one working day.',
              'أخبرنا بملاحظتك، ونؤكد استلام كل شكوى خلال يوم عمل واحد.',
            ),
            choose_type: link('/submit-complaints'),
          },
          {
            icon: refs.media.iconPlane,
            title: t('Activate visit visa insurance', 'تفعيل تأمين تأشيرة الزيارة'),
            description: rich(
              'Link your visitor’s policy to the visa and print the insurance certificate.',
              'اربط وثيقة الزائر بالتأشيرة واطبع شهادة التأمين.',
            ),
            choose_type: link('/activate-visa'),
          },
        ],
      },
      {
        blockType: 'slider',
        header: t('Insurance for individuals', 'تأمين الأفراد'),
        items: [
          {
            imageUrl: refs.media.picMotor,
            title: t('Motor Insurance', 'تأمين المركبات'),
            description: t(
              'Comprehensive cover or third-party liability for your car, with agency repair and roadside assistance.',
              'تأمين شامل أو تأمين ضد الغير لسيارتك، مع الإصلاح لدى الوكالة والمساعدة على الطريق.',
            ),
            redirectText: learnMore,
            choose_type: link('/motor-insurance'),
          },
          {
            imageUrl: refs.media.picTravel,
            title: t('Travel Insurance', 'تأمين السفر'),
            description: t(
              'Emergency medical cover, trip cancellation and lost baggage for trips anywhere in the world.',
              'تغطية للطوارئ الطبية وإلغاء الرحلة وفقدان الأمتعة في رحلاتك حول العالم.',
            ),
            redirectText: learnMore,
            choose_type: link('/travel-insurance'),
          },
          {
            imageUrl: refs.media.picFamily,
            title: t('Waad Al Ajyal Gold', 'وعد الأجيال الذهبي'),
            description: t(
              'A protection and savings plan that builds a fund for your children’s education and future.',
              'برنامج حماية وادخار يبني لأبنائك رصيدًا لتعليمهم ومستقبلهم.',
            ),
            redirectText: learnMore,
            choose_type: link('/waad-alAjyal-gold'),
          },
          {
            imageUrl: refs.media.picSavings,
            title: t('Waad Isteqrar Gold', 'وعد استقرار الذهبي'),
            description: t(
              'Regular savings with life cover, so you can look forward to a stable income after retirement.',
              'ادخار منتظم مع حماية تأمينية، لتتطلع إلى دخل مستقر بعد التقاعد.',
            ),
            redirectText: learnMore,
            choose_type: link('/waad-isteqrar-gold'),
          },
          {
            imageUrl: refs.media.picLiability,
            title: t('Waad Ousra', 'وعد أسرة'),
            description: t(
              'Family protection that pays a lump sum to your loved ones in case of death or permanent disability.',
              'حماية للأسرة تصرف مبلغًا مقطوعًا لأحبائك في حال الوفاة أو العجز الكلي الدائم.',
            ),
            redirectText: learnMore,
            choose_type: link('/waad-ousra'),
          },
          {
            imageUrl: refs.media.picVisa,
            title: t('Visit Visa Insurance', 'تأمين تأشيرة الزيارة'),
            description: t(
              'The health insurance required for visit visas to the Kingdom, issued online in minutes.',
              'التأمين الصحي المطلوب لتأشيرات الزيارة إلى المملكة، يصدر إلكترونيًا خلال دقائق.',
            ),
            redirectText: learnMore,
            choose_type: link('/visit-visa-travel-insurance'),
          },
        ],
      },
      {
        blockType: 'statistics',
        header: t('Rafeef in figures', 'رفيف في أرقام'),
        items: [
          {
            header: t('SR 600 million', '600 مليون ريال'),
            title: t('Paid-up capital', 'رأس المال المدفوع'),
          },
          {
            header: t('Since 2007', 'منذ 2007'),
            title: t(
              'Serving individuals and businesses across the Kingdom',
              'في خدمة الأفراد والشركات في أنحاء المملكة',
            ),
          },
          {
            header: t('1.2 million+', 'أكثر من 1.2 مليون'),
            title: t('Claims settled for our policyholders', 'مطالبة تمت تسويتها لعملائنا'),
          },
        ],
      },
      {
        blockType: 'largeSlider',
        title: t('Solutions for businesses', 'حلول تأمينية للشركات'),
        description: t(
          'From your employees’ health to your cargo, projects and premises, our corporate underwriters design cover around the risks of your business.',
          'من صحة موظفيك إلى بضائعك ومشاريعك ومنشآتك، يصمم فريق الاكتتاب لدينا تغطيات تلائم المخاطر التي تواجه أعمالك.',
        ),
        viewAllButtonText: t('View all corporate products', 'عرض جميع منتجات الشركات'),
        button_link: '/marine-insurance',
        items: [
          {
            imageUrl: refs.media.picHealth,
            title: t('Health Insurance', 'التأمين الصحي'),
            description: t(
              'Medical cover for your employees and their families in line with the Council of Health Insurance unified policy.',
              'تغطية طبية لموظفيك وأسرهم وفق الوثيقة الموحدة لمجلس الضمان الصحي.',
            ),
            buttonText: learnMore,
            button_link: '/health-insurance',
          },
          {
            imageUrl: refs.media.picMarine,
            title: t('Marine Insurance', 'التأمين البحري'),
            description: t(
              'Cover for goods in transit by sea, air and land, and for hulls and machinery of vessels.',
              'تغطية للبضائع المنقولة بحرًا وجوًا وبرًا، ولأجسام السفن وآلاتها.',
            ),
            buttonText: learnMore,
            button_link: '/marine-insurance',
          },
          {
            imageUrl: refs.media.picProperty,
            title: t('Property & Casualty', 'تأمين الممتلكات والحوادث'),
            description: t(
              'Protection for buildings, stock and equipment against fire, natural perils, theft and business interruption.',
              'حماية للمباني والمخزون والمعدات من الحريق والكوارث الطبيعية والسرقة وتوقف الأعمال.',
            ),
            buttonText: learnMore,
            button_link: '/property-casualty',
          },
          {
            imageUrl: refs.media.picEngineering,
            title: t('Engineering Insurance', 'التأمين الهندسي'),
            description: t(
              'Contractors’ all risks, erection all risks and machinery breakdown cover for projects of every size.',
              'تأمين جميع أخطار المقاولين وأخطار التركيب وتعطل الآلات لمشاريع بمختلف أحجامها.',
            ),
            buttonText: learnMore,
            button_link: '/engineering-insurance',
          },
        ],
      },
      {
        blockType: 'image_blog',
        header: t('Why Rafeef?', 'لماذا رفيف؟'),
        description: rich(
          `For more than 17 years we have protected families and businesses across the Kingdom on the cooperative principle: our policyholders share in the surplus of the insurance operations.

- **Claims around the clock:** report a claim 24/7 on 800 124 7333 or online, and follow it step by step.
- **Wide medical network:** hospitals, clinics and pharmacies in every region of the Kingdom.
- **Fair and transparent:** clear policy wordings and a complaints process overseen by the Insurance Authority.
- **Financial strength:** a paid-up capital of SR 600 million and reinsurance with internationally rated partners.`,
          `منذ أكثر من 17 عامًا نحمي الأسر والمنشآت في أنحاء المملكة وفق مبدأ التأمين التعاوني، إذ يشارك حملة الوثائق في فائض عمليات التأمين.

- **مطالبات على مدار الساعة:** بلّغ عن مطالبتك طوال أيام الأسبوع على الرقم 800 124 7333 أو إلكترونيًا، وتابعها خطوة بخطوة.
- **شبكة طبية واسعة:** مستشفيات ومراكز طبية وصيدليات في جميع مناطق المملكة.
- **عدالة وشفافية:** وثائق تأمين واضحة الشروط وآلية شكاوى تحت إشراف هيئة التأمين.
- **ملاءة مالية:** رأس مال مدفوع قدره 600 مليون ريال، وإعادة تأمين لدى شركاء ذوي تصنيف دولي.`,
        ),
        image: refs.media.picTeam,
        button_text: t('About Rafeef', 'تعرّف على رفيف'),
        button_url: '/who-we-are',
      },
      {
        blockType: 'redirect_section',
        title: t('Your quote is a few clicks away', 'عرض السعر على بُعد نقرات'),
        description: t(
          'Tell us what you want to insure and receive a price within minutes, with no obligation.',
          'أخبرنا بما تريد تأمينه واحصل على السعر خلال دقائق، دون أي التزام.',
        ),
        button_text: t('Start now', 'ابدأ الآن'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
