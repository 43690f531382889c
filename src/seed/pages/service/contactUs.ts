import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

const link = (value: string) => ({ type: 'link', value })

/** The site adds the contact form (name, email, phone, subject, message) below these sections. */
export function contactUsPage(refs: SeedRefs): SeedData {
  return {
    name: 'contact-us',
    title: t('Contact Us', 'اتصل بنا'),
    description: t(
      'Contact Rafeef Cooperative Insurance: toll-free 800 124 7333 around the clock, care@rafeef.example, our branches in Riyadh, Jeddah, Dammam and Madinah, and the right team for claims, medical approvals, complaints and corporate insurance.',
      'تواصل مع رفيف للتأمين التعاوني: الرقم المجاني 800 124 7333 على مدار الساعة، والبريد care@rafeef.example، وفروعنا في الرياض وجدة والدمام والمدينة المنورة، والفريق المختص بالمطالبات والموافقات الطبية والشكاوى وتأمين المنشآت.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Contact Us', 'اتصل بنا'),
        description: t(
          'Questions about a policy, a claim or a quote? Our team is ready to help by phone, email or in person.',
          'لديك سؤال عن وثيقتك أو مطالبتك أو عرض سعر؟ فريقنا جاهز لمساعدتك هاتفيًا أو عبر البريد الإلكتروني أو حضوريًا.',
        ),
        image: refs.media.heroService,
      },
      {
        blockType: 'contact_information',
        title: t('Talk to us', 'تحدث إلينا'),
        description: t(
          'Our toll-free number answers 24 hours a day for claims, roadside assistance and medical approvals. Customer care handles policies, renewals, payments and general questions during working hours, and replies to emails within 1 working day.',
          'يستقبل رقمنا المجاني اتصالاتك على مدار الساعة للمطالبات والمساعدة على الطريق والموافقات الطبية. ويتولى فريق خدمة العملاء الاستفسارات المتعلقة بالوثائق وتجديدها وسداد الأقساط والاستفسارات العامة خلال ساعات العمل، ويرد على الرسائل الإلكترونية خلال يوم عمل واحد.',
        ),
        phone_number: '800 124 7333',
        email: 'care@rafeef.example',
        opening_hours: t(
          'Customer care: Sunday to Thursday, 8:00 am to 5:00 pm. Claims and medical approvals: 24/7',
          'خدمة العملاء: من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً. المطالبات والموافقات الطبية: على مدار الساعة',
        ),
        socialLinks: {
          twitter: 'https://x.com/rafeef_example',
          linkedin: 'https://www.linkedin.com/company/rafeef-example',
          instagram: 'https://www.instagram.com/rafeef_example',
          facebook: 'https://www.facebook.com/rafeef.example',
        },
        button_text: t('Online services', 'الخدمات الإلكترونية'),
        button_url: 'https://eservices.rafeef.example/login',
      },
      {
        blockType: 'multiple_title',
        header: t('Reach the right team', 'تواصل مع الفريق المختص'),
        items: [
          {
            title: t('Claims and roadside assistance', 'المطالبات والمساعدة على الطريق'),
            description: t(
              '800 124 7333, 24/7, or +966 11 486 2000 from abroad. Email claims@rafeef.example.',
              '800 124 7333 على مدار الساعة، أو +966 11 486 2000 من خارج المملكة. البريد الإلكتروني: claims@rafeef.example.',
            ),
            link_text: t('Claims centre', 'مركز المطالبات'),
            link_url: '/claims',
          },
          {
            title: t('Medical approvals and network', 'الموافقات الطبية والشبكة الطبية'),
            description: t(
              '800 124 7333, 24/7. Email medical@rafeef.example for questions about your benefits and network.',
              '800 124 7333 على مدار الساعة. وللاستفسار عن منافعك وشبكتك الطبية راسلنا على medical@rafeef.example.',
            ),
            link_text: t('Medical network', 'الشبكة الطبية'),
            link_url: '/medical-network',
          },
          {
            title: t('Complaints', 'الشكاوى'),
            description: t(
              'Email complaints@rafeef.example or use the online form. We acknowledge every complaint within 1 working day.',
              'راسلنا على complaints@rafeef.example أو استخدم النموذج الإلكتروني، ونؤكد استلام كل شكوى خلال يوم عمل واحد.',
            ),
            link_text: t('Make a complaint', 'قدّم شكوى'),
            link_url: '/complaints',
          },
          {
            title: t('Corporate insurance', 'تأمين المنشآت'),
            description: t(
              '+966 11 486 2000, Sunday to Thursday, 8:00 am to 5:00 pm. Email corporate@rafeef.example for quotes, renewals and member changes.',
              '+966 11 486 2000، من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً. ولعروض الأسعار والتجديد وتعديل بيانات المؤمَّن لهم راسلنا على corporate@rafeef.example.',
            ),
            link_text: t('Request a corporate quote', 'اطلب عرضًا لمنشأتك'),
            link_url: '/details-request',
          },
          {
            title: t('Report fraud', 'الإبلاغ عن الاحتيال'),
            description: t(
              '800 124 7444, Sunday to Thursday, 8:00 am to 5:00 pm, or fraud@rafeef.example. You can stay anonymous.',
              '800 124 7444، من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً، أو البريد fraud@rafeef.example، ويمكنك الإبلاغ دون ذكر اسمك.',
            ),
            link_text: t('Report fraud', 'أبلغ عن احتيال'),
            link_url: '/report-fraud',
          },
          {
            title: t('Your personal data', 'بياناتك الشخصية'),
            description: t(
              'Our Data Protection Officer answers requests to access, correct or delete your data at dpo@rafeef.example.',
              'يتلقى مسؤول حماية البيانات طلبات الاطلاع على بياناتك أو تصحيحها أو حذفها عبر البريد dpo@rafeef.example.',
            ),
            link_text: t('Privacy policy', 'سياسة الخصوصية'),
            link_url: '/privacy-policy',
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Visit us', 'زُرنا'),
        description: rich(
          `Our customer care desks are open Sunday to Thursday, 8:00 am to 5:00 pm. Please bring your national ID or Iqama.

- **Head Office, Riyadh:** Rafeef Tower, King Fahd Road, Al Olaya District. Phone [+966 11 486 2000](tel:+966114862000)
- **Jeddah:** Al Zahra Business Center, Prince Sultan Road, Al Zahra District. Phone [+966 12 663 4500](tel:+966126634500)
- **Dammam:** King Saud Street, Al Adamah District. Phone [+966 13 834 2200](tel:+966138342200)
- **Madinah:** Quba Road, Al Jumuah District. Phone [+966 14 826 1900](tel:+966148261900)

Write to us at PO Box 86012, Riyadh 11622, Kingdom of Saudi Arabia.`,
          `مكاتب خدمة العملاء في فروعنا مفتوحة من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً، ونرجو إحضار الهوية الوطنية أو الإقامة.

- **المقر الرئيسي، الرياض:** برج رفيف، طريق الملك فهد، حي العليا. الهاتف [+966 11 486 2000](tel:+966114862000)
- **جدة:** مركز الزهراء للأعمال، طريق الأمير سلطان، حي الزهراء. الهاتف [+966 12 663 4500](tel:+966126634500)
- **الدمام:** شارع الملك سعود، حي العدامة. الهاتف [+966 13 834 2200](tel:+966138342200)
- **المدينة المنورة:** طريق قباء، حي الجمعة. الهاتف [+966 14 826 1900](tel:+966148261900)

وللمراسلات البريدية: ص.ب 86012، الرياض 11622، المملكة العربية السعودية.`,
        ),
        button_text: t('Maps and directions', 'الخرائط والاتجاهات'),
        button_url: '/reach-us',
      },
      {
        blockType: 'shortcuts',
        header: t('Quicker online', 'أسرع عبر الإنترنت'),
        items: [
          {
            icon: refs.media.iconDocument,
            title: t('Submit a claim', 'رفع مطالبة'),
            description: rich(
              'Report an accident or a loss and attach your documents in one step.',
              'أبلغ عن الحادث أو الضرر وأرفق مستنداتك في خطوة واحدة.',
            ),
            choose_type: link('/submit-claim'),
          },
          {
            icon: refs.media.iconClock,
            title: t('Track a claim', 'متابعة المطالبة'),
            description: rich(
              'Follow your claim with your ID or Iqama number and claim number.',
              'تابع مطالبتك برقم هويتك أو إقامتك ورقم المطالبة.',
            ),
            choose_type: link('/claims'),
          },
          {
            icon: refs.media.iconPhone,
            title: t('Make a complaint', 'تقديم شكوى'),
            description: rich(
              'Get a complaint number at once and follow its progress online.',
              'احصل على رقم الشكوى فورًا وتابع سيرها إلكترونيًا.',
            ),
            choose_type: link('/submit-complaints'),
          },
          {
            icon: refs.media.iconShield,
            title: t('Frequently asked questions', 'الأسئلة الشائعة'),
            description: rich(
              'Answers about policies, payments, claims, medical cover and visit visas.',
              'إجابات عن الوثائق والسداد والمطالبات والتأمين الطبي وتأشيرات الزيارة.',
            ),
            choose_type: link('/faqs-page'),
          },
        ],
      },
    ],
  }
}
