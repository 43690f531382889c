import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function getAQuotePage(refs: SeedRefs): SeedData {
  void refs
  return {
    name: 'get-a-quote',
    title: t('Get a Quote', 'اطلب عرض سعر'),
    description: t(
      'How to get a quote from Rafeef Cooperative Insurance for motor, travel, visit visa, savings and protection, and corporate insurance, and what you need to have ready.',
      'كيف تحصل على عرض سعر من رفيف للتأمين التعاوني لتأمين المركبات والسفر وتأشيرة الزيارة وبرامج الادخار والحماية وتأمين الشركات، وما الذي تحتاج إلى تجهيزه.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Get a quote in a few minutes', 'احصل على عرض سعر في دقائق'),
        description: rich(
          `Choose the product you need below. For most individual products you can see your price online and buy straight away; for savings plans and company insurance our specialists prepare an offer for you.

## Motor insurance

Choose comprehensive cover or third-party liability on the [Motor Insurance page](/motor-insurance). Have your national ID or Iqama number, date of birth and the vehicle's sequence number (or customs card number for a new import) ready. We fetch the vehicle and driving record from official sources, show your premium including any no-claims discount and VAT, and issue the policy as soon as you pay.

## Travel and visit visa insurance

For trips abroad, enter your destination, travel dates and the travellers' ages on the [Travel Insurance page](/travel-insurance). For relatives or guests coming to the Kingdom, get the compulsory health cover on the [Visit Visa Insurance page](/visit-visa-travel-insurance) with the visa number and passport details, then link it to the visa through [Activate Visa](/activate-visa).

## Savings and protection plans

[Waad Al Ajyal Gold](/waad-alAjyal-gold), [Waad Isteqrar Gold](/waad-isteqrar-gold) and [Waad Ousra](/waad-ousra) are planned around your age, income and goals. Leave your details on the product page and a licensed adviser will call you within one working day with an illustration of contributions, cover and expected fund value.

## Insurance for companies

For [health](/health-insurance), [marine](/marine-insurance), [property and casualty](/property-casualty), [engineering](/engineering-insurance), [liability](/liability-insurance), [pecuniary](/pecuniary-insurance) and [trade credit](/trade-credit-insurance) insurance, an underwriter prepares terms for your business. Use the quote request form below, or the [details request form](/details-request) with your commercial registration number, activity and the values or number of employees to insure; we usually reply within 3 working days.

Quotes are valid for 15 days for individual products and for the period stated in corporate offers, provided the information you give us is complete and correct. Questions? Call 800 124 7333.`,
          `اختر المنتج الذي تحتاجه من القائمة أدناه. في معظم منتجات الأفراد يمكنك الاطلاع على السعر إلكترونيًا والشراء فورًا، أما برامج الادخار وتأمين الشركات فيُعدّ لك مختصونا عرضًا مناسبًا.

## تأمين المركبات

اختر التأمين الشامل أو التأمين ضد الغير من [صفحة تأمين المركبات](/motor-insurance). جهّز رقم هويتك الوطنية أو إقامتك، وتاريخ ميلادك، والرقم التسلسلي للمركبة (أو رقم البطاقة الجمركية للمركبات المستوردة حديثًا). نستعلم عن بيانات المركبة وسجل القيادة من المصادر الرسمية، ونعرض لك القسط شاملًا خصم عدم وجود مطالبات وضريبة القيمة المضافة، ونصدر الوثيقة فور إتمام الدفع.

## تأمين السفر وتأشيرة الزيارة

لرحلاتك خارج المملكة، أدخل وجهتك وتواريخ السفر وأعمار المسافرين في [صفحة تأمين السفر](/travel-insurance). ولأقاربك أو ضيوفك القادمين إلى المملكة، احصل على التأمين الصحي الإلزامي من [صفحة تأمين تأشيرة الزيارة](/visit-visa-travel-insurance) برقم التأشيرة وبيانات جواز السفر، ثم اربطه بالتأشيرة عبر خدمة [تفعيل التأشيرة](/activate-visa).

## برامج الادخار والحماية

تُصمَّم برامج [وعد الأجيال الذهبي](/waad-alAjyal-gold) و[وعد استقرار الذهبي](/waad-isteqrar-gold) و[وعد أسرة](/waad-ousra) وفق عمرك ودخلك وأهدافك. اترك بياناتك في صفحة المنتج، وسيتصل بك مستشار مرخّص خلال يوم عمل واحد بجدول توضيحي للاشتراكات والتغطية والقيمة المتوقعة للرصيد.

## تأمين الشركات

في [التأمين الصحي](/health-insurance) و[التأمين البحري](/marine-insurance) و[تأمين الممتلكات والحوادث](/property-casualty) و[التأمين الهندسي](/engineering-insurance) و[تأمين المسؤولية](/liability-insurance) و[التأمين ضد الخسائر المالية](/pecuniary-insurance) و[تأمين الائتمان التجاري](/trade-credit-insurance)، يُعدّ المكتتب الشروط المناسبة لنشاط منشأتك. استخدم نموذج طلب عرض السعر أدناه، أو [نموذج طلب المعلومات](/details-request) مع رقم السجل التجاري والنشاط وقيمة الممتلكات أو عدد الموظفين المطلوب تأمينهم، ونرد عادةً خلال 3 أيام عمل.

يسري عرض السعر 15 يومًا لمنتجات الأفراد، وللمدة المحددة في عروض الشركات، بشرط أن تكون المعلومات المقدمة كاملة وصحيحة. لأي استفسار، اتصل على الرقم 800 124 7333.`,
        ),
      },
      {
        blockType: 'links_list',
        header: t('Choose a product', 'اختر المنتج'),
        items: [
          { text: t('Motor Insurance', 'تأمين المركبات'), text_url: '/motor-insurance' },
          { text: t('Travel Insurance', 'تأمين السفر'), text_url: '/travel-insurance' },
          {
            text: t('Visit Visa Insurance', 'تأمين تأشيرة الزيارة'),
            text_url: '/visit-visa-travel-insurance',
          },
          { text: t('Waad Al Ajyal Gold', 'وعد الأجيال الذهبي'), text_url: '/waad-alAjyal-gold' },
          { text: t('Waad Isteqrar Gold', 'وعد استقرار الذهبي'), text_url: '/waad-isteqrar-gold' },
          { text: t('Waad Ousra', 'وعد أسرة'), text_url: '/waad-ousra' },
          { text: t('Health Insurance', 'التأمين الصحي'), text_url: '/health-insurance' },
          { text: t('Marine Insurance', 'التأمين البحري'), text_url: '/marine-insurance' },
          {
            text: t('Property & Casualty', 'تأمين الممتلكات والحوادث'),
            text_url: '/property-casualty',
          },
          {
            text: t('Engineering Insurance', 'التأمين الهندسي'),
            text_url: '/engineering-insurance',
          },
          { text: t('Liability Insurance', 'تأمين المسؤولية'), text_url: '/liability-insurance' },
          {
            text: t('Pecuniary Insurance', 'التأمين ضد الخسائر المالية'),
            text_url: '/pecuniary-insurance',
          },
          {
            text: t('Trade Credit Insurance', 'تأمين الائتمان التجاري'),
            text_url: '/trade-credit-insurance',
          },
        ],
      },
      {
        blockType: 'redirect_section',
        title: t('Insurance for your company?', 'تبحث عن تأمين لمنشأتك؟'),
        description: t(
          'Tell us about your business and what you need to insure, and an underwriter will prepare a tailored offer, usually within 3 working days.',
          'أخبرنا عن نشاط منشأتك وما تريد تأمينه، وسيُعدّ لك أحد مكتتبينا عرضًا مصممًا لاحتياجاتك، عادةً خلال 3 أيام عمل.',
        ),
        button_text: t('Request a corporate quote', 'اطلب عرضًا لمنشأتك'),
        button_url: '/details-request',
      },
    ],
  }
}
