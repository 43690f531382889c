import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function marinePage(refs: SeedRefs): SeedData {
  return {
    name: 'marine-insurance',
    title: t('Marine Insurance', 'التأمين البحري'),
    description: t(
      'Marine cargo insurance on Institute Cargo Clauses A, B or C, marine hull and inland transit cover for Saudi importers, exporters, traders and vessel owners.',
      'تأمين البضائع المنقولة وفق شروط معهد البضائع (أ) و(ب) و(ج)، وتأمين أجسام السفن، وتأمين النقل الداخلي للمستوردين والمصدّرين والتجار ومالكي السفن في المملكة.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Marine Insurance', 'التأمين البحري'),
        description: t(
          'Protection for your goods by sea, air and road, and for the vessels that carry them, from the supplier’s warehouse to yours.',
          'حماية لبضائعك المنقولة بحرًا وجوًا وبرًا، وللسفن التي تنقلها، من مستودع المورّد حتى مستودعك.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'single_blog',
        header: t('Who marine insurance is for', 'لمن التأمين البحري؟'),
        description: rich(
          `Rafeef marine insurance is designed for businesses whose goods or vessels are exposed to the risks of transport: importers and exporters, traders, manufacturers bringing in raw materials and machinery, freight forwarders, contractors shipping equipment to project sites, and owners of cargo ships, tugs, fishing vessels, dhows and yachts operating in the Red Sea and the Arabian Gulf.

Cover can be arranged for a **single shipment** or under an **open cover** for all your shipments over 12 months, so that each consignment is insured automatically from the moment it leaves the supplier. Insurance certificates are issued online within minutes and are accepted by Saudi banks for letters of credit.`,
          `صُمّم التأمين البحري من رفيف للمنشآت التي تتعرض بضائعها أو سفنها لمخاطر النقل: المستوردون والمصدّرون، والتجار، والمصانع التي تستورد المواد الخام والآلات، ووكلاء الشحن، والمقاولون الذين ينقلون معداتهم إلى مواقع المشاريع، ومالكو سفن البضائع والقاطرات وقوارب الصيد والسفن الخشبية (الداوات) واليخوت العاملة في البحر الأحمر والخليج العربي.

يمكن ترتيب التغطية **لشحنة واحدة** أو من خلال **وثيقة مفتوحة** تغطي جميع شحناتك لمدة 12 شهرًا، فتُؤمَّن كل شحنة تلقائيًا منذ مغادرتها مستودع المورّد. تصدر شهادات التأمين إلكترونيًا خلال دقائق، وتقبلها البنوك السعودية في الاعتمادات المستندية.`,
        ),
      },
      {
        blockType: 'multiple_title',
        header: t('Our marine covers', 'تغطيات التأمين البحري'),
        items: [
          {
            title: t('Marine cargo', 'تأمين البضائع المنقولة'),
            description: t(
              'Imports and exports by sea, air or land on Institute Cargo Clauses (A) all risks, (B) or (C) named perils, warehouse to warehouse, with cover ending 60 days after discharge at the final port. Goods are normally insured for their CIF value plus 10%.',
              'الواردات والصادرات بحرًا أو جوًا أو برًا وفق شروط معهد البضائع (أ) لجميع الأخطار، أو (ب) و(ج) للأخطار المسماة، من المخزن إلى المخزن، وتنتهي التغطية بعد 60 يومًا من التفريغ في ميناء الوصول النهائي. وتُؤمَّن البضائع عادةً بقيمتها شاملة التكلفة والتأمين والشحن مضافًا إليها 10%.',
            ),
            link_text: t('Request a cargo quote', 'اطلب عرضًا لتأمين البضائع'),
            link_url: '/details-request',
          },
          {
            title: t('Marine hull', 'تأمين أجسام السفن'),
            description: t(
              'Physical loss of or damage to the hull, machinery and equipment of your vessel, general average and salvage charges, and three-fourths of your collision liability to other vessels, on Institute Time Clauses (Hulls).',
              'الفقد أو الضرر المادي الذي يلحق بجسم السفينة وآلاتها ومعداتها، ومساهمتها في العوارية العامة ونفقات الإنقاذ، وثلاثة أرباع مسؤوليتها عن التصادم مع السفن الأخرى، وفق شروط المعهد الزمنية لأجسام السفن.',
            ),
            link_text: t('Request a hull quote', 'اطلب عرضًا لتأمين السفن'),
            link_url: '/details-request',
          },
          {
            title: t('Inland transit', 'تأمين النقل الداخلي'),
            description: t(
              'Goods carried by truck or rail within the Kingdom and to GCC countries, for example from Jeddah Islamic Port or King Abdulaziz Port in Dammam to your warehouses, against fire, collision, overturning and, if chosen, theft.',
              'البضائع المنقولة بالشاحنات أو القطارات داخل المملكة وإلى دول مجلس التعاون، مثل النقل من ميناء جدة الإسلامي أو ميناء الملك عبدالعزيز بالدمام إلى مستودعاتك، ضد الحريق والتصادم والانقلاب، والسرقة إذا اخترت ذلك.',
            ),
            link_text: t('Get a quote', 'اطلب عرض سعر'),
            link_url: '/get-a-quote',
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Choosing the right cargo clauses', 'اختيار شروط تأمين البضائع المناسبة'),
        description: rich(
          `## Institute Cargo Clauses (A)

The widest cover: all risks of physical loss or damage to the goods, other than those specifically excluded. Recommended for manufactured goods, electronics, machinery and goods sold on letters of credit.

## Institute Cargo Clauses (B)

Named perils: fire or explosion, stranding, grounding, sinking or capsizing of the vessel, overturning or derailment of land transport, collision, discharge at a port of distress, earthquake and lightning, jettison and washing overboard, entry of sea or river water into the vessel or container, and total loss of a package dropped during loading or unloading.

## Institute Cargo Clauses (C)

The basic named perils only, without earthquake, washing overboard, water entry or loading accidents. Suited to bulk commodities such as steel, grain or cement.

## Main exclusions

- Wilful misconduct of the insured, and insufficient or unsuitable packing
- Ordinary leakage, loss of weight or volume, and ordinary wear and tear
- Inherent vice or nature of the goods, and loss caused by delay
- Insolvency or financial default of the vessel’s owners or operators
- War, strikes and riots, unless the Institute War and Strikes Clauses are added`,
          `## شروط معهد البضائع (أ)

التغطية الأوسع: جميع أخطار الفقد أو الضرر المادي للبضائع، عدا ما استُثني صراحةً. ويُنصح بها للبضائع المصنّعة والأجهزة الإلكترونية والآلات والبضائع المبيعة بموجب اعتمادات مستندية.

## شروط معهد البضائع (ب)

أخطار مسماة تشمل: الحريق أو الانفجار، وجنوح السفينة أو ارتطامها بالقاع أو غرقها أو انقلابها، وانقلاب وسيلة النقل البري أو خروجها عن القضبان، والتصادم، والتفريغ في ميناء اضطراري، والزلازل والصواعق، وإلقاء البضائع في البحر أو جرفها بالأمواج، ودخول مياه البحر أو النهر إلى السفينة أو الحاوية، والفقد الكلي لأي طرد يسقط أثناء التحميل أو التفريغ.

## شروط معهد البضائع (ج)

الأخطار الأساسية المسماة فقط، دون الزلازل أو الجرف بالأمواج أو دخول المياه أو حوادث التحميل. وتناسب البضائع السائبة مثل الحديد والحبوب والإسمنت.

## أهم الاستثناءات

- سوء التصرف المتعمد من المؤمَّن له، والتغليف غير الكافي أو غير الملائم
- التسرب العادي والنقص الطبيعي في الوزن أو الحجم والاستهلاك العادي
- العيب الذاتي في البضاعة أو طبيعتها، والخسائر الناتجة عن التأخير
- إفلاس مالكي السفينة أو مشغليها أو تعثرهم المالي
- الحرب والإضرابات وأعمال الشغب، ما لم تُضَف شروط المعهد للحرب والإضرابات`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('Optional extensions', 'التغطيات الإضافية الاختيارية'),
        items: [
          {
            title: t('War and strikes', 'الحرب والإضرابات'),
            description: t(
              'Institute War Clauses (Cargo) and Institute Strikes Clauses, often required by banks for shipments through high-risk waters.',
              'شروط المعهد للحرب (البضائع) وشروط المعهد للإضرابات، وكثيرًا ما تشترطها البنوك للشحنات التي تمر بمياه عالية الخطورة.',
            ),
          },
          {
            title: t('Theft, pilferage and non-delivery', 'السرقة والنهب وعدم التسليم'),
            description: t(
              'Added to cargo insured on clauses (B) or (C), where these risks are not covered as standard.',
              'تُضاف إلى البضائع المؤمَّن عليها وفق الشروط (ب) أو (ج) التي لا تشمل هذه الأخطار أصلًا.',
            ),
          },
          {
            title: t('Refrigerated cargo', 'البضائع المبرّدة'),
            description: t(
              'Spoilage of chilled and frozen food caused by breakdown of the refrigerating machinery for 24 hours or more.',
              'تلف الأغذية المبرّدة والمجمّدة بسبب تعطل آلات التبريد مدة 24 ساعة متواصلة أو أكثر.',
            ),
          },
          {
            title: t('Extended storage', 'تمديد فترة التخزين'),
            description: t(
              'Cover while goods wait at the port or in transit warehouses beyond the standard 60 days after discharge.',
              'تغطية البضائع أثناء انتظارها في الميناء أو في مستودعات العبور بعد مدة الستين يومًا المعتادة من التفريغ.',
            ),
          },
          {
            title: t('Duty and freight', 'الرسوم الجمركية وأجور الشحن'),
            description: t(
              'Customs duty and freight already paid on goods that are later lost or damaged.',
              'تعويض الرسوم الجمركية وأجور الشحن المدفوعة على بضائع فُقدت أو تضررت لاحقًا.',
            ),
          },
          {
            title: t('Hull extras', 'إضافات تأمين السفن'),
            description: t(
              'Loss of hire, increased value and war risks for vessels, arranged alongside your hull policy.',
              'فقدان الأجرة والقيمة المتزايدة وأخطار الحرب للسفن، تُرتَّب مع وثيقة تأمين السفينة.',
            ),
          },
        ],
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
      {
        blockType: 'single_blog',
        header: t(
          'How to get a quote and how claims work',
          'كيف تحصل على عرض سعر وكيف تُسوّى المطالبات',
        ),
        description: rich(
          `## Getting a quote

For a single shipment, send us the commercial invoice or pro forma, the route, the type of packing and the mode of transport. For an open cover, tell us your expected annual shipments, the main goods and countries of origin, and your claims history for the last 3 years. Use the [details request form](/details-request) or see [Get a Quote](/get-a-quote); our marine underwriters usually reply within 2 working days. For hull insurance we also need the vessel’s registration, class certificate and year of build.

## Making a claim

- **Notify us:** call 800 124 7333 or email marine.claims@rafeef.example straight away, and no later than 7 days after you receive the goods.
- **Protect the evidence:** do not sign a clean receipt for the carrier or port; note the damage on the delivery documents and keep the damaged goods and packing for inspection.
- **Survey:** we appoint a surveyor, normally within 48 hours in Riyadh, Jeddah and Dammam.
- **Hold the carrier liable:** lodge a written claim against the carrier within 3 days of delivery to protect recovery rights.
- **Send the documents:** submit the [claim form](/submit-claim) with the insurance certificate, invoice, packing list, bill of lading or airway bill, survey report, your claim letter to the carrier and its reply.

We settle agreed claims within 15 working days of receiving all documents. Read more on the [Claims page](/claims).`,
          `## الحصول على عرض سعر

للشحنة الواحدة، أرسل إلينا الفاتورة التجارية أو المبدئية، وخط سير الشحنة، ونوع التغليف، ووسيلة النقل. أما للوثيقة المفتوحة، فأخبرنا بحجم الشحنات السنوي المتوقع، وأهم البضائع وبلدان المنشأ، وسجل المطالبات لآخر 3 سنوات. استخدم [نموذج طلب التفاصيل](/details-request) أو صفحة [اطلب عرض سعر](/get-a-quote)، ويرد عليك مكتتبو التأمين البحري عادةً خلال يومي عمل. ولتأمين أجسام السفن نحتاج أيضًا إلى شهادة تسجيل السفينة وشهادة التصنيف وسنة البناء.

## تقديم المطالبة

- **الإبلاغ:** أبلغنا فورًا على الرقم 800 124 7333 أو البريد marine.claims@rafeef.example، في موعد لا يتجاوز 7 أيام من استلام البضاعة.
- **حفظ الأدلة:** لا توقّع للناقل أو الميناء على إيصال استلام دون تحفظات، بل دوّن الضرر على مستندات التسليم، واحتفظ بالبضائع المتضررة وتغليفها للمعاينة.
- **المعاينة:** نعيّن خبير معاينة، عادةً خلال 48 ساعة في الرياض وجدة والدمام.
- **الرجوع على الناقل:** قدّم مطالبة خطية إلى الناقل خلال 3 أيام من التسليم للحفاظ على حق الرجوع عليه.
- **المستندات:** قدّم [نموذج المطالبة](/submit-claim) مع شهادة التأمين، والفاتورة، وقائمة التعبئة، وبوليصة الشحن أو بوليصة الشحن الجوي، وتقرير المعاينة، وخطاب مطالبتك للناقل ورده عليه.

نسدد المطالبات المتفق عليها خلال 15 يوم عمل من استلام جميع المستندات. اطّلع على المزيد في [صفحة المطالبات](/claims).`,
        ),
        button_text: t('Submit a claim', 'قدّم مطالبة'),
        button_url: '/submit-claim',
      },
    ],
  }
}
