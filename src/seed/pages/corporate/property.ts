import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function propertyPage(refs: SeedRefs): SeedData {
  return {
    name: 'property-casualty',
    title: t('Property & Casualty Insurance', 'تأمين الممتلكات والحوادث'),
    description: t(
      'Property all risks, fire and allied perils, business interruption and burglary insurance for offices, shops, warehouses, factories and hotels in Saudi Arabia.',
      'تأمين جميع أخطار الممتلكات، والحريق والأخطار الإضافية، وانقطاع الأعمال، والسرقة بالسطو للمكاتب والمتاجر والمستودعات والمصانع والفنادق في المملكة العربية السعودية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Property & Casualty Insurance', 'تأمين الممتلكات والحوادث'),
        description: t(
          'Your buildings, stock and equipment protected, and your income kept flowing while you rebuild after a loss.',
          'حماية لمبانيك وبضائعك ومعداتك، واستمرار لدخلك ريثما تعيد بناء ما تضرر.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'image_blog',
        header: t('Protection for everything your business owns', 'حماية لكل ما تملكه منشأتك'),
        description: rich(
          `A fire in a warehouse, water from a burst pipe in an office tower or a break-in at a showroom can stop a business for months. Rafeef property and casualty insurance covers **buildings, fit-out, machinery, furniture, stock and goods held in trust** at one location or across a portfolio of sites in the Kingdom.

It is designed for owners and tenants of offices, retail outlets and shopping malls, warehouses and logistics centres, factories, hotels, schools, hospitals and residential compounds. You can insure buildings at their **reinstatement value**, so we pay the cost of rebuilding as new rather than a depreciated value.`,
          `قد يوقف حريق في مستودع، أو تسرب مياه من أنبوب منفجر في برج مكتبي، أو سطو على صالة عرض، نشاط منشأة لأشهر. ويغطي تأمين الممتلكات والحوادث من رفيف **المباني والتجهيزات الداخلية والآلات والأثاث والبضائع والبضائع المحفوظة لدى المؤمَّن له على سبيل الأمانة** في موقع واحد أو في مجموعة مواقع داخل المملكة.

وهو مصمم لملاك ومستأجري المكاتب ومنافذ التجزئة ومراكز التسوق، والمستودعات والمراكز اللوجستية، والمصانع والفنادق والمدارس والمستشفيات والمجمعات السكنية. ويمكنك تأمين المباني **بقيمة إعادة الإنشاء**، فنتحمل تكلفة إعادة البناء كالجديد لا القيمة بعد الاستهلاك.`,
        ),
        image: refs.media.picProperty,
      },
      {
        blockType: 'multiple_title',
        header: t('Choose the cover you need', 'اختر التغطية التي تحتاجها'),
        items: [
          {
            title: t('Property all risks', 'جميع أخطار الممتلكات'),
            description: t(
              'Any sudden and accidental physical loss or damage to insured property, unless specifically excluded, including fire, flood, storm, water damage and accidental impact.',
              'أي فقد أو ضرر مادي مفاجئ وعرضي يلحق بالممتلكات المؤمَّن عليها ما لم يُستثنَ صراحةً، ويشمل الحريق والفيضان والعواصف وأضرار المياه والاصطدام العرضي.',
            ),
          },
          {
            title: t('Fire and allied perils', 'الحريق والأخطار الإضافية'),
            description: t(
              'Fire, lightning and explosion as standard, with allied perils you select: storm, flood, earthquake, aircraft damage, vehicle impact, bursting of water tanks and pipes, riot and strike, and malicious damage.',
              'الحريق والصواعق والانفجار كتغطية أساسية، مع ما تختاره من الأخطار الإضافية: العواصف والفيضانات والزلازل وسقوط الطائرات واصطدام المركبات وانفجار خزانات المياه وأنابيبها والشغب والإضراب والأضرار الكيدية.',
            ),
          },
          {
            title: t('Business interruption', 'انقطاع الأعمال'),
            description: t(
              'Loss of gross profit and increased cost of working when an insured loss stops or reduces your trading, for an indemnity period of 12, 18 or 24 months.',
              'خسارة مجمل الربح وزيادة تكاليف التشغيل عندما يتسبب ضرر مؤمَّن عليه في توقف نشاطك أو تراجعه، لفترة تعويض مدتها 12 أو 18 أو 24 شهرًا.',
            ),
          },
          {
            title: t('Burglary', 'السرقة بالسطو'),
            description: t(
              'Theft of contents and stock following forcible and violent entry to or exit from your premises, and the cost of repairing the damage caused by the burglars.',
              'سرقة المحتويات والبضائع بعد الدخول إلى المقر أو الخروج منه بالقوة والعنف، وتكلفة إصلاح الأضرار التي يحدثها السارقون.',
            ),
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('Extensions available on request', 'تغطيات إضافية متاحة عند الطلب'),
        items: [
          {
            title: t('Terrorism and sabotage', 'الإرهاب والتخريب'),
            description: t(
              'Physical damage caused by acts of terrorism or sabotage, excluded from standard cover.',
              'الأضرار المادية الناتجة عن الأعمال الإرهابية أو التخريبية، المستثناة من التغطية المعتادة.',
            ),
          },
          {
            title: t(
              'Debris removal and public authorities',
              'إزالة الأنقاض ومتطلبات الجهات الرسمية',
            ),
            description: t(
              'Clearing the site and the extra cost of rebuilding to meet current municipal and Civil Defense requirements.',
              'تنظيف الموقع والتكلفة الإضافية لإعادة البناء وفق المتطلبات الحالية للبلدية والدفاع المدني.',
            ),
          },
          {
            title: t('Capital additions', 'الإضافات الرأسمالية'),
            description: t(
              'New buildings, machinery and equipment covered automatically up to 10% of the sum insured until the next declaration.',
              'تغطية المباني والآلات والمعدات الجديدة تلقائيًا حتى 10% من مبلغ التأمين إلى حين الإقرار التالي.',
            ),
          },
          {
            title: t('Goods in the open and temporary removal', 'البضائع في العراء والنقل المؤقت'),
            description: t(
              'Stock kept in open yards, and property temporarily moved to another location for repair or storage.',
              'البضائع المخزنة في الساحات المكشوفة، والممتلكات المنقولة مؤقتًا إلى موقع آخر للإصلاح أو التخزين.',
            ),
          },
          {
            title: t('Customers and suppliers', 'العملاء والموردون'),
            description: t(
              'Business interruption caused by damage at the premises of a major customer or supplier, or loss of utilities.',
              'انقطاع الأعمال الناتج عن ضرر في مقر أحد كبار العملاء أو الموردين، أو انقطاع خدمات المرافق العامة.',
            ),
          },
          {
            title: t('Theft without forced entry', 'السرقة دون كسر أو عنف'),
            description: t(
              'Theft by persons hiding on the premises or using stolen keys, subject to a higher deductible.',
              'السرقة من قِبل أشخاص اختبؤوا داخل المقر أو استخدموا مفاتيح مسروقة، مع مبلغ تحمّل أعلى.',
            ),
          },
        ],
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
      {
        blockType: 'single_blog',
        header: t('Main exclusions and what to keep in mind', 'أهم الاستثناءات وما يجب مراعاته'),
        description: rich(
          `- Wear and tear, rust, gradual deterioration, insects and vermin
- Mechanical or electrical breakdown, which is insured under [engineering insurance](/engineering-insurance)
- Theft without signs of forced entry, mysterious disappearance and unexplained stock shortages
- War, nuclear risks, and loss or corruption of electronic data and cyber attacks
- Property under construction, vehicles licensed for road use, and cash, which is insured under [pecuniary insurance](/pecuniary-insurance)

**Insure for the full value.** If the sum insured is lower than the actual value of the property at the time of loss, the claim is reduced in the same proportion (the average condition). Review your values every year, especially for stock that changes with the season.`,
          `- الاستهلاك والصدأ والتلف التدريجي والحشرات والقوارض
- الأعطال الميكانيكية والكهربائية، ويغطيها [التأمين الهندسي](/engineering-insurance)
- السرقة دون آثار كسر أو عنف، والاختفاء الغامض، والنقص غير المبرر في المخزون
- الحرب والأخطار النووية، وفقد البيانات الإلكترونية أو تلفها والهجمات السيبرانية
- الممتلكات قيد الإنشاء، والمركبات المرخصة للسير على الطرق، والنقد الذي يغطيه [التأمين ضد الخسائر المالية](/pecuniary-insurance)

**أمّن بالقيمة الكاملة.** إذا كان مبلغ التأمين أقل من القيمة الفعلية للممتلكات وقت وقوع الضرر، يُخفَّض التعويض بالنسبة نفسها (شرط النسبية). راجع قيم ممتلكاتك سنويًا، ولا سيما البضائع التي تتغير كمياتها حسب المواسم.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Quotes and claims', 'عروض الأسعار والمطالبات'),
        description: rich(
          `## Getting a quote

Send us the address and use of each location, the construction type and age of the buildings, the sums insured for buildings, contents and stock, the fire protection in place (sprinklers, alarms, Civil Defense certificate), and your losses in the last 5 years. For business interruption, add your latest audited accounts. Use the [details request form](/details-request) or see [Get a Quote](/get-a-quote). For larger risks our engineers survey the site free of charge.

## Making a claim

- Take reasonable steps to limit the damage, then report the loss on 800 124 7333 or property.claims@rafeef.example within 48 hours.
- Report fire to the Civil Defense and theft or burglary to the police, and obtain their report.
- Keep the damaged items and photographs until our loss adjuster has inspected them, usually within 2 working days.
- [Submit the claim](/submit-claim) with the official report, a list of damaged property with values, purchase invoices and stock records. We can make an interim payment for large losses while the claim is assessed.

More on the [Claims page](/claims).`,
          `## الحصول على عرض سعر

أرسل إلينا عنوان كل موقع واستخدامه، ونوع إنشاء المباني وعمرها، ومبالغ التأمين للمباني والمحتويات والبضائع، ووسائل الحماية من الحريق (المرشات وأجهزة الإنذار وشهادة الدفاع المدني)، والخسائر خلال آخر 5 سنوات. ولتأمين انقطاع الأعمال، أضف آخر قوائم مالية مدققة. استخدم [نموذج طلب التفاصيل](/details-request) أو صفحة [اطلب عرض سعر](/get-a-quote)، ويعاين مهندسونا المواقع الكبيرة مجانًا.

## تقديم المطالبة

- اتخذ الإجراءات المعقولة للحد من الضرر، ثم أبلغنا على الرقم 800 124 7333 أو البريد property.claims@rafeef.example خلال 48 ساعة.
- أبلغ الدفاع المدني في حالات الحريق، والشرطة في حالات السرقة أو السطو، واحصل على تقريرهما.
- احتفظ بالمواد المتضررة وبالصور حتى يعاينها خبير تسوية الخسائر، عادةً خلال يومي عمل.
- [قدّم المطالبة](/submit-claim) مع التقرير الرسمي، وقائمة بالممتلكات المتضررة وقيمها، وفواتير الشراء وسجلات المخزون. ويمكننا صرف دفعة مقدمة من التعويض في الخسائر الكبيرة ريثما يُستكمل تقييم المطالبة.

المزيد في [صفحة المطالبات](/claims).`,
        ),
        button_text: t('Submit a claim', 'قدّم مطالبة'),
        button_url: '/submit-claim',
      },
    ],
  }
}
