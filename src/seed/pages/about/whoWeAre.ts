import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function whoWeArePage(refs: SeedRefs): SeedData {
  return {
    name: 'who-we-are',
    title: t('Who We Are', 'من نحن'),
    description: t(
      'The story, vision, mission and values of Rafeef Cooperative Insurance, a Saudi joint stock company serving policyholders since 2007.',
      'قصة رفيف للتأمين التعاوني ورؤيتها ورسالتها وقيمها، شركة مساهمة سعودية في خدمة عملائها منذ 2007.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Who We Are', 'من نحن'),
        description: t(
          'A Saudi cooperative insurer protecting people and businesses since 2007.',
          'شركة تأمين تعاوني سعودية تحمي الأفراد والمنشآت منذ 2007.',
        ),
        image: refs.media.heroAbout,
      },
      {
        blockType: 'whoWeAre',
        title: t('Rafeef Cooperative Insurance', 'رفيف للتأمين التعاوني'),
        subTitle: t('Insurance built on cooperation', 'تأمين قائم على التعاون'),
        description: rich(
          `Rafeef Cooperative Insurance is a Saudi joint stock company established by Royal Decree M/60 and licensed by the Insurance Authority. Headquartered in Riyadh, we began operations in 2007 and today serve individuals, small businesses and large corporations through branches in Riyadh, Jeddah, Dammam and Madinah, a network of sales offices and our digital channels.

We offer motor, travel, medical, protection and savings, marine, property, engineering, liability and financial lines insurance, all underwritten on the cooperative principle set by the Law on Supervision of Cooperative Insurance Companies.

## Our vision

To be the most trusted insurer in the Kingdom, known for keeping its promises when customers need them most.

## Our mission

To provide fair, clear and accessible insurance that protects the lives, livelihoods and property of our customers, settle claims promptly, and create lasting value for our policyholders, shareholders, employees and community, in support of the goals of Saudi Vision 2030.`,
          `رفيف للتأمين التعاوني شركة مساهمة سعودية تأسست بموجب المرسوم الملكي رقم م/60، ومرخّصة من هيئة التأمين. يقع مقرها الرئيسي في مدينة الرياض، وقد بدأت أعمالها عام 2007، وتخدم اليوم الأفراد والمنشآت الصغيرة والشركات الكبرى عبر فروعها في الرياض وجدة والدمام والمدينة المنورة وشبكة من نقاط البيع وقنواتها الرقمية.

نقدم تأمين المركبات والسفر والتأمين الطبي وبرامج الحماية والادخار والتأمين البحري وتأمين الممتلكات والتأمين الهندسي وتأمين المسؤوليات والخسائر المالية، ونكتتب فيها جميعًا وفق مبدأ التأمين التعاوني الذي حدده نظام مراقبة شركات التأمين التعاوني.

## رؤيتنا

أن نكون شركة التأمين الأكثر ثقة في المملكة، المعروفة بوفائها بوعودها حين يحتاج إليها عملاؤها.

## رسالتنا

أن نقدم حلول تأمين عادلة وواضحة وميسّرة تحمي حياة عملائنا وأرزاقهم وممتلكاتهم، وأن نسوّي المطالبات بسرعة، ونحقق قيمة مستدامة لحملة الوثائق والمساهمين والموظفين والمجتمع، دعمًا لمستهدفات رؤية السعودية 2030.`,
        ),
        image: refs.media.picOffice,
        socialMedia: {
          socialTitle: t('Stay in touch', 'ابقَ على تواصل معنا'),
          socialDescription: t(
            'Follow us for product news, safety tips and updates on our services.',
            'تابعنا لتصلك أخبار منتجاتنا ونصائح السلامة وآخر مستجدات خدماتنا.',
          ),
          socialLinks: [
            { icon: 'x', name: t('X', 'إكس'), url: 'https://x.com/rafeef_example' },
            {
              icon: 'instagram',
              name: t('Instagram', 'إنستغرام'),
              url: 'https://www.instagram.com/rafeef_example',
            },
            {
              icon: 'facebook',
              name: t('Facebook', 'فيسبوك'),
              url: 'https://www.facebook.com/rafeef.example',
            },
            {
              icon: 'linkedin',
              name: t('LinkedIn', 'لينكدإن'),
              url: 'https://www.linkedin.com/company/rafeef-example',
            },
          ],
        },
      },
      {
        blockType: 'statistics',
        header: t('Rafeef at a glance', 'رفيف في سطور'),
        items: [
          {
            header: t('SR 600 million', '600 مليون ريال'),
            title: t('Paid-up capital', 'رأس المال المدفوع'),
          },
          {
            header: t('4 branches', '4 فروع'),
            title: t(
              'In Riyadh, Jeddah, Dammam and Madinah',
              'في الرياض وجدة والدمام والمدينة المنورة',
            ),
          },
          {
            header: t('850+', 'أكثر من 850'),
            title: t(
              'Employees, over 75% of them Saudi nationals',
              'موظفًا وموظفة، تتجاوز نسبة السعوديين بينهم 75%',
            ),
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('Our values', 'قيمنا'),
        items: [
          {
            title: t('Integrity', 'النزاهة'),
            description: t(
              'We are honest in what we sell and fair in how we settle claims, and we explain our decisions clearly.',
              'نلتزم بالصدق فيما نقدمه من منتجات وبالعدل في تسوية المطالبات، ونوضح قراراتنا بشفافية.',
            ),
          },
          {
            title: t('Customer first', 'العميل أولًا'),
            description: t(
              'We design our products and services around the needs of our customers and listen to their feedback.',
              'نصمم منتجاتنا وخدماتنا حول احتياجات عملائنا، ونصغي إلى ملاحظاتهم.',
            ),
          },
          {
            title: t('Cooperation', 'التعاون'),
            description: t(
              'Insurance is shared protection: we work together with our customers, partners and each other.',
              'التأمين حماية مشتركة، ولذلك نعمل يدًا بيد مع عملائنا وشركائنا وفيما بيننا.',
            ),
          },
          {
            title: t('Excellence', 'التميّز'),
            description: t(
              'We keep improving our underwriting, our digital services and the speed of our response.',
              'نسعى باستمرار إلى تطوير أعمال الاكتتاب وخدماتنا الرقمية وسرعة استجابتنا.',
            ),
          },
          {
            title: t('Responsibility', 'المسؤولية'),
            description: t(
              'We manage risk prudently, comply with the rules of the Insurance Authority and give back to our community.',
              'ندير المخاطر بحكمة، ونلتزم بأنظمة هيئة التأمين، ونسهم في خدمة مجتمعنا.',
            ),
          },
        ],
        button_text: t('Join our team', 'انضم إلى فريقنا'),
        button_url: '/careers',
      },
    ],
  }
}
