import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function tradeCreditPage(refs: SeedRefs): SeedData {
  return {
    name: 'trade-credit-insurance',
    title: t('Trade Credit Insurance', 'تأمين الائتمان التجاري'),
    description: t(
      'Domestic and export credit insurance that protects Saudi businesses selling on credit against buyer insolvency, non-payment and political risks.',
      'تأمين الائتمان المحلي وائتمان الصادرات الذي يحمي المنشآت السعودية البائعة بالأجل من إعسار المشترين وامتناعهم عن السداد والأخطار السياسية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Trade Credit Insurance', 'تأمين الائتمان التجاري'),
        description: t(
          'Sell on credit with confidence at home and abroad: we pay when your customers cannot.',
          'بِع بالأجل بثقة داخل المملكة وخارجها، فنحن ندفع عندما يعجز عملاؤك عن السداد.',
        ),
        image: refs.media.heroCorporate,
      },
      {
        blockType: 'image_blog',
        header: t(
          'Your receivables are often your largest asset',
          'الذمم المدينة قد تكون أكبر أصولك',
        ),
        description: rich(
          `Manufacturers, distributors, wholesalers and service companies that give their customers 30 to 180 days to pay carry a large part of their working capital as unpaid invoices. If a major buyer fails, the loss falls straight onto your profit.

Rafeef trade credit insurance covers your **domestic sales within the Kingdom** and your **export sales** to the GCC and worldwide. Beyond paying claims, it gives you independent credit assessment of your buyers, helps you grow with new customers safely, and can be assigned to your bank so that you obtain better terms for financing your receivables.`,
          `تمنح المصانع والموزعون وتجار الجملة وشركات الخدمات عملاءها مهلًا للسداد تتراوح بين 30 و180 يومًا، فيتحول جزء كبير من رأس مالها العامل إلى فواتير غير مسددة. وإذا تعثر أحد كبار المشترين، وقعت الخسارة مباشرةً على أرباحك.

ويغطي تأمين الائتمان التجاري من رفيف **مبيعاتك المحلية داخل المملكة** و**مبيعات التصدير** إلى دول مجلس التعاون وسائر دول العالم. وإلى جانب تعويض الخسائر، يوفر لك تقييمًا ائتمانيًا مستقلًا لمشتريك، ويساعدك على التوسع مع عملاء جدد بأمان، ويمكن التنازل عن حقوقه لصالح بنكك لتحصل على شروط أفضل لتمويل ذممك المدينة.`,
        ),
        image: refs.media.picTradeCredit,
      },
      {
        blockType: 'checklist',
        header: t('What the policy covers', 'ما تغطيه الوثيقة'),
        items: [
          {
            title: t('Insolvency', 'الإعسار'),
            description: t(
              'Your buyer is declared bankrupt or enters liquidation or a court-approved settlement with creditors, for example under the Saudi Bankruptcy Law.',
              'إشهار إفلاس المشتري أو دخوله في التصفية أو في تسوية وقائية مع الدائنين تعتمدها المحكمة، وفقًا لنظام الإفلاس السعودي مثلًا.',
            ),
          },
          {
            title: t('Protracted default', 'التأخر المطوّل في السداد'),
            description: t(
              'Your buyer simply does not pay an undisputed debt within the waiting period, usually 6 months after the due date.',
              'امتناع المشتري عن سداد دين غير متنازع عليه خلال فترة الانتظار، وهي عادةً 6 أشهر من تاريخ الاستحقاق.',
            ),
          },
          {
            title: t('Political risks on exports', 'الأخطار السياسية على الصادرات'),
            description: t(
              'Non-payment caused by war, currency transfer restrictions, cancellation of an import licence or other government action in the buyer’s country.',
              'عدم السداد الناتج عن الحرب، أو القيود على تحويل العملة، أو إلغاء رخصة الاستيراد، أو أي إجراء حكومي آخر في بلد المشتري.',
            ),
          },
          {
            title: t('Up to 90% of the loss', 'حتى 90% من الخسارة'),
            description: t(
              'We pay 85% to 90% of the insured invoice value, including VAT where you cannot recover it, up to the buyer’s credit limit.',
              'نعوّض من 85% إلى 90% من قيمة الفاتورة المؤمَّن عليها، شاملةً ضريبة القيمة المضافة إذا تعذّر استردادها، حتى حد الائتمان المعتمد للمشتري.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('How buyer limits work', 'كيف تعمل حدود الائتمان للمشترين'),
        description: rich(
          `You insure your whole turnover, or all sales in a chosen market, rather than picking individual invoices. For each buyer you request a **credit limit**: the maximum amount owed to you at any time that we will insure. Our credit analysts review the buyer’s financial information and payment record and normally reply within 5 working days. For smaller buyers you can set your own **discretionary limit**, up to SAR 100,000, based on your own trading experience.

Limits are reviewed throughout the year and may be reduced or withdrawn for future shipments if a buyer’s situation deteriorates, which gives you early warning. Sales already made within the limit stay covered.

## Main exclusions

- Disputed debts, until the dispute is resolved in your favour by a court or arbitration
- Sales to your subsidiaries, affiliates or companies under common ownership
- Goods delivered to a buyer who was already overdue beyond the agreed period
- Sales to government entities, unless agreed in the policy
- Exchange rate losses, interest and penalty charges

## Claims

Report overdue debts through the Rafeef portal within 60 days of the original due date, and keep taking reasonable steps to collect. Submit the [claim form](/submit-claim) with invoices, delivery proof and correspondence; we pay within 30 days of the end of the waiting period, or of proof of insolvency. We may then pursue the debt through our collection partners.`,
          `تؤمّن على كامل مبيعاتك أو على جميع مبيعاتك في سوق معينة، بدلًا من انتقاء فواتير بعينها. ولكل مشترٍ تطلب **حدًا ائتمانيًا**، وهو أقصى مبلغ مستحق لك عليه في أي وقت نلتزم بتأمينه. ويدرس محللو الائتمان لدينا البيانات المالية للمشتري وسجل سداده، ونرد عادةً خلال 5 أيام عمل. أما المشترون الأصغر، فيمكنك منحهم **حدًا تقديريًا** تحدده بنفسك بما لا يتجاوز 100,000 ريال، بناءً على خبرتك في التعامل معهم.

نراجع الحدود على مدار العام، وقد نخفضها أو نلغيها للشحنات المستقبلية إذا تدهور وضع المشتري، ما يمنحك إنذارًا مبكرًا. وتبقى المبيعات المنفذة قبل ذلك ضمن الحد مغطاة.

## أهم الاستثناءات

- الديون المتنازع عليها، إلى أن يُحسم النزاع لصالحك بحكم قضائي أو تحكيم
- المبيعات إلى شركاتك التابعة أو الشقيقة أو المملوكة للملاك أنفسهم
- البضائع المسلَّمة إلى مشترٍ متأخر في السداد أصلًا بما يتجاوز المدة المتفق عليها
- المبيعات إلى الجهات الحكومية، ما لم يُتفق على تغطيتها في الوثيقة
- خسائر فروق أسعار الصرف والفوائد والغرامات

## المطالبات

أبلغنا عن الديون المتأخرة عبر بوابة رفيف خلال 60 يومًا من تاريخ الاستحقاق الأصلي، واستمر في بذل الجهود المعقولة للتحصيل. ثم قدّم [نموذج المطالبة](/submit-claim) مع الفواتير وإثبات التسليم والمراسلات، ونسدد التعويض خلال 30 يومًا من انتهاء فترة الانتظار أو من ثبوت الإعسار. ويحق لنا بعد ذلك متابعة تحصيل الدين عبر شركائنا في التحصيل.`,
        ),
      },
      {
        blockType: 'redirect_section',
        title: t(
          'Find out what your buyers are worth insuring',
          'اعرف حدود الائتمان التي يستحقها مشتروك',
        ),
        description: t(
          'Send us your annual credit turnover, your 10 largest buyers and your bad-debt history, and we will return an indicative premium and buyer limits within 5 working days.',
          'أرسل إلينا حجم مبيعاتك الآجلة السنوية، وأكبر 10 مشترين لديك، وسجل الديون المعدومة، وسنرسل إليك قسطًا تقديريًا وحدودًا ائتمانية لمشتريك خلال 5 أيام عمل.',
        ),
        button_text: t('Request a tailored quote', 'اطلب عرضًا مصممًا لمنشأتك'),
        button_url: '/details-request',
      },
      {
        blockType: 'faq',
        header: t('Trade credit insurance questions', 'أسئلة حول تأمين الائتمان التجاري'),
        items: [
          {
            question: t('How do we get a quote?', 'كيف نحصل على عرض سعر؟'),
            answer: rich(
              'Complete the [details request form](/details-request) with your credit sales, payment terms and main buyers, or see [Get a Quote](/get-a-quote). An underwriter will contact you to complete a short proposal.',
              'عبّئ [نموذج طلب التفاصيل](/details-request) بحجم مبيعاتك الآجلة وشروط السداد وأهم مشتريك، أو اطّلع على صفحة [اطلب عرض سعر](/get-a-quote)، وسيتواصل معك أحد المكتتبين لاستكمال نموذج طلب التأمين المختصر.',
            ),
          },
          {
            question: t('How is the premium calculated?', 'كيف يُحتسب القسط؟'),
            answer: rich(
              'The premium is a small percentage of your insured turnover, depending on your sector, the countries you sell to, your buyers and your loss history. You pay a minimum premium at the start and adjust it against declared sales.',
              'القسط نسبة صغيرة من مبيعاتك المؤمَّن عليها، وتتوقف على قطاعك والدول التي تبيع إليها ومشتريك وسجل خسائرك. وتدفع قسطًا أدنى في بداية الوثيقة، ثم يُسوّى وفق المبيعات المصرّح بها.',
            ),
          },
          {
            question: t('Is there a minimum turnover?', 'هل يوجد حد أدنى لحجم المبيعات؟'),
            answer: rich(
              'We insure businesses with annual credit sales from SAR 5 million. Smaller companies can insure a selection of key buyers.',
              'نؤمّن المنشآت التي تبلغ مبيعاتها الآجلة السنوية 5 ملايين ريال فأكثر، ويمكن للمنشآت الأصغر التأمين على مجموعة مختارة من كبار مشتريها.',
            ),
          },
          {
            question: t(
              'Can I use the policy to get bank financing?',
              'هل يمكنني استخدام الوثيقة للحصول على تمويل بنكي؟',
            ),
            answer: rich(
              'Yes. We can name your bank as loss payee so that claims are paid to the bank, which often allows you to borrow more against your receivables.',
              'نعم، يمكننا تسمية بنكك مستفيدًا من التعويض فتُدفع المطالبات إليه مباشرةً، وهو ما يتيح لك غالبًا الحصول على تمويل أكبر بضمان ذممك المدينة.',
            ),
          },
          {
            question: t(
              'What if we already sold above the credit limit?',
              'ماذا لو بعنا بما يتجاوز الحد الائتماني؟',
            ),
            answer: rich(
              'You remain covered up to the approved limit; the amount above it is your own risk. You can ask for a higher limit at any time through the portal.',
              'تبقى مغطى حتى الحد المعتمد، ويكون ما يزيد عليه على مسؤوليتك. ويمكنك طلب رفع الحد في أي وقت عبر البوابة.',
            ),
          },
        ],
      },
    ],
  }
}
