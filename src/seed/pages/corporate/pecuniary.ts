import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function pecuniaryPage(refs: SeedRefs): SeedData {
  return {
    name: 'pecuniary-insurance',
    title: t('Pecuniary Insurance', 'التأمين ضد الخسائر المالية'),
    description: t(
      'Fidelity guarantee, money insurance in safe and in transit, and bankers’ blanket bond for Saudi companies, retailers and financial institutions.',
      'تأمين خيانة الأمانة، وتأمين النقد في الخزائن وأثناء النقل، ووثيقة الضمان الشامل للبنوك للشركات ومنشآت التجزئة والمؤسسات المالية في المملكة.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Pecuniary Insurance', 'التأمين ضد الخسائر المالية'),
        description: t(
          'Protection for your cash and your balance sheet against robbery, burglary and dishonesty inside and outside your business.',
          'حماية لأموالك النقدية وميزانيتك من السطو والسرقة وخيانة الأمانة، من داخل منشأتك وخارجها.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'single_blog',
        header: t('When a loss is financial, not physical', 'حين تكون الخسارة مالية لا مادية'),
        description: rich(
          `Cash and trust are the assets most exposed to crime. A cashier who takes money over several months, a robbery on the way to the bank, or a forged cheque can cost a company far more than a fire. Pecuniary insurance pays for these direct financial losses.

It is used by **retailers, supermarkets and petrol stations** that handle cash every day, **restaurants and pharmacy chains**, **money exchange and remittance companies**, **finance companies**, **real estate and contracting firms** paying site wages in cash, and **banks and other institutions licensed by the Saudi Central Bank**. Cover is tailored to how much cash you hold, how it moves and how many employees handle money or goods.`,
          `النقد والثقة هما أكثر الأصول عرضة للجرائم؛ فموظف صندوق يختلس الأموال على مدى أشهر، أو سطو مسلح في الطريق إلى البنك، أو شيك مزوَّر، قد يكلف المنشأة أكثر بكثير مما يكلفها حريق. ويعوّض التأمين ضد الخسائر المالية هذه الخسائر المالية المباشرة.

ويلجأ إليه **تجار التجزئة ومراكز التموين ومحطات الوقود** التي تتعامل بالنقد يوميًا، و**سلاسل المطاعم والصيدليات**، و**شركات الصرافة والحوالات**، و**شركات التمويل**، و**شركات العقار والمقاولات** التي تصرف أجور العمال نقدًا في المواقع، و**البنوك وغيرها من المؤسسات المرخصة من البنك المركزي السعودي**. وتُصمَّم التغطية وفق حجم النقد الذي تحتفظ به، وطريقة نقله، وعدد الموظفين الذين يتعاملون مع الأموال أو البضائع.`,
        ),
      },
      {
        blockType: 'multiple_title',
        header: t('Three ways to protect your money', 'ثلاث تغطيات لحماية أموالك'),
        items: [
          {
            title: t('Fidelity guarantee', 'تأمين خيانة الأمانة'),
            description: t(
              'Loss of money or goods through fraud, embezzlement or theft by your employees, for named employees, specific positions such as cashiers and storekeepers, or all staff on a blanket basis. Losses discovered up to 12 months after the act or after the employee leaves are covered.',
              'خسارة الأموال أو البضائع بسبب احتيال موظفيك أو اختلاسهم أو سرقتهم، سواء لموظفين محددين بالاسم، أو لوظائف معينة كأمناء الصناديق والمستودعات، أو لجميع الموظفين دون تسمية. وتُغطّى الخسائر المكتشفة خلال 12 شهرًا من وقوع الفعل أو من ترك الموظف العمل.',
            ),
          },
          {
            title: t('Money in safe and in transit', 'تأمين النقد في الخزائن وأثناء النقل'),
            description: t(
              'Cash, cheques and vouchers in a locked safe during and outside working hours, in tills and on the counter, and in transit between your premises and the bank, against robbery, burglary and hold-up, including damage to the safe and injury to staff carrying the money.',
              'النقد والشيكات والقسائم داخل خزنة مقفلة خلال ساعات العمل وبعدها، وفي أدراج الصناديق وعلى الطاولات، وأثناء نقلها بين منشأتك والبنك، ضد السطو والسرقة والسلب بالإكراه، بما في ذلك الأضرار التي تلحق بالخزنة وإصابات الموظفين الناقلين للأموال.',
            ),
          },
          {
            title: t('Bankers’ blanket bond', 'وثيقة الضمان الشامل للبنوك'),
            description: t(
              'For banks, finance companies and exchange houses: employee infidelity, loss of property on premises and in transit, forged cheques and securities, counterfeit currency, and optional electronic and computer crime cover.',
              'للبنوك وشركات التمويل ومحلات الصرافة: خيانة أمانة الموظفين، وفقد الممتلكات داخل المقر وأثناء النقل، وتزوير الشيكات والأوراق المالية، والعملات المزيفة، مع تغطية اختيارية للجرائم الإلكترونية وجرائم الحاسب الآلي.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Exclusions and optional extensions', 'الاستثناءات والتغطيات الإضافية'),
        description: rich(
          `## Main exclusions

- Shortages caused by clerical or accounting errors, and unexplained inventory shortages
- Losses by an employee after you became aware of earlier dishonesty by the same person
- Money left outside the safe after working hours, or safe keys left on the premises
- Cash in transit above the agreed limit, or without the escort the policy requires
- Loss of profit, interest and other indirect loss
- Losses that occurred before the retroactive date or discovered after the discovery period

## Optional extensions

- Cash carried by drivers and sales representatives, and wages paid at project sites
- Money at employees’ homes overnight, up to an agreed limit
- Personal accident benefits for staff injured during a robbery
- Computer and funds transfer fraud, and social engineering fraud for finance teams`,
          `## أهم الاستثناءات

- العجز الناتج عن أخطاء كتابية أو محاسبية، والنقص غير المبرر في المخزون
- خسائر الموظف التي تقع بعد علمك بخيانة سابقة صدرت منه
- الأموال المتروكة خارج الخزنة بعد ساعات العمل، أو ترك مفاتيح الخزنة داخل المقر
- نقل النقد بما يتجاوز الحد المتفق عليه، أو دون المرافقة التي تشترطها الوثيقة
- خسارة الأرباح والفوائد وغيرها من الخسائر غير المباشرة
- الخسائر التي وقعت قبل تاريخ سريان الأثر الرجعي أو اكتُشفت بعد انتهاء فترة الاكتشاف

## التغطيات الإضافية الاختيارية

- النقد الذي يحمله السائقون ومندوبو المبيعات، والأجور المصروفة في مواقع المشاريع
- الأموال المحفوظة في منازل الموظفين ليلًا بحد متفق عليه
- منافع الحوادث الشخصية للموظفين المصابين أثناء عملية سطو
- الاحتيال الإلكتروني وتحويل الأموال، والاحتيال بالهندسة الاجتماعية على فرق الشؤون المالية`,
        ),
      },
      {
        blockType: 'image_blog',
        header: t('Quotes and claims', 'عروض الأسعار والمطالبات'),
        description: rich(
          `**Getting a quote:** tell us the maximum cash held in each safe and in each transit, how often cash is moved and by whom, the safes’ make and grade, the alarm and CCTV systems, and the number of employees by position. Banks and finance companies complete our bankers’ blanket bond proposal. Apply through the [details request form](/details-request) or see [Get a Quote](/get-a-quote).

**Making a claim:** report robbery, burglary or theft to the police straight away and call us on 800 124 7333 within 24 hours. For employee dishonesty, notify us within 30 days of discovery and keep all records. Send the [claim form](/submit-claim) with the police report, cash records and bank deposit slips, CCTV footage and, for fidelity losses, an audit report. We settle agreed claims within 15 working days.`,
          `**الحصول على عرض سعر:** أخبرنا بالحد الأقصى للنقد المحفوظ في كل خزنة وفي كل عملية نقل، وعدد مرات نقل الأموال ومن يتولاه، وطراز الخزائن ودرجتها، وأنظمة الإنذار وكاميرات المراقبة، وعدد الموظفين حسب وظائفهم. وتعبّئ البنوك وشركات التمويل نموذج طلب وثيقة الضمان الشامل للبنوك. قدّم طلبك عبر [نموذج طلب التفاصيل](/details-request) أو اطّلع على صفحة [اطلب عرض سعر](/get-a-quote).

**تقديم المطالبة:** أبلغ الشرطة فورًا عن السطو أو السرقة، واتصل بنا على الرقم 800 124 7333 خلال 24 ساعة. وفي حالات خيانة الأمانة، أبلغنا خلال 30 يومًا من اكتشافها واحتفظ بجميع السجلات. أرسل [نموذج المطالبة](/submit-claim) مع محضر الشرطة، وسجلات النقد وإيصالات الإيداع البنكي، وتسجيلات كاميرات المراقبة، وتقرير التدقيق في خسائر خيانة الأمانة. ونسدد المطالبات المتفق عليها خلال 15 يوم عمل.`,
        ),
        image: refs.media.picPecuniary,
        button_text: t('Submit a claim', 'قدّم مطالبة'),
        button_url: '/submit-claim',
      },
      {
        blockType: 'redirect_section',
        title: t(
          'Protect the cash that keeps your business running',
          'احمِ النقد الذي تدور به أعمالك',
        ),
        description: t(
          'Tell us how your business handles money and an underwriter will propose limits and a premium within 3 working days.',
          'أخبرنا كيف تتعامل منشأتك مع الأموال، وسيقترح عليك أحد مكتتبينا حدود التغطية والقسط خلال 3 أيام عمل.',
        ),
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
    ],
  }
}
