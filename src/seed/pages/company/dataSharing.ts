import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function dataSharingPage(refs: SeedRefs): SeedData {
  return {
    name: 'data-sharing',
    title: t('Data Sharing', 'مشاركة البيانات'),
    description: t(
      'When and with whom Rafeef Cooperative Insurance shares policyholder data, why, and how your data stays protected.',
      'متى تشارك رفيف للتأمين التعاوني بيانات حملة الوثائق ومع من، ولماذا، وكيف تبقى بياناتك محمية.',
    ),
    sections: [
      {
        blockType: 'customer_rights_section',
        header: t('Data sharing', 'مشاركة البيانات'),
        description: t(
          'To issue your policy, settle your claims and meet our legal duties, we share some of your data with the Insurance Authority, Najm for Insurance Services, the Council of Health Insurance (CCHI), credit bureaus licensed by the Saudi Central Bank (SAMA) and our reinsurers. We share only what each of them needs, under the Personal Data Protection Law. The Data Sharing Notice lists every recipient and purpose.',
          'لإصدار وثيقتك وتسوية مطالباتك والوفاء بالتزاماتنا النظامية، نشارك بعض بياناتك مع هيئة التأمين، وشركة نجم لخدمات التأمين، ومجلس الضمان الصحي، وشركات المعلومات الائتمانية المرخّصة من البنك المركزي السعودي (ساما)، ومعيدي التأمين لدينا. ولا نشارك مع كل جهة إلا ما تحتاج إليه، وفق نظام حماية البيانات الشخصية. ويبيّن إشعار مشاركة البيانات جميع الجهات والأغراض.',
        ),
        items: [
          {
            pdfTitle: t('Data Sharing Notice', 'إشعار مشاركة البيانات'),
            pdf: refs.docs.dataSharingNotice,
            pdf_ar: refs.docs.dataSharingNotice_ar,
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Who receives your data and why', 'الجهات التي تتلقى بياناتك وأسباب ذلك'),
        description: rich(
          `- **Insurance Authority:** details of policies, premiums, claims and complaints, for supervision of the market and the statistical and regulatory reports every insurer must file
- **Najm for Insurance Services:** for motor policies, the policy and vehicle details needed to register accidents, assess liability and settle claims between insurers
- **Council of Health Insurance (CCHI):** for medical policies, the details of insured members and their cover, so that their health insurance status is visible to employers, government services and healthcare providers
- **Credit bureaus licensed by SAMA:** identity and payment data for credit-based products such as trade credit and instalment plans, and reports of unpaid amounts, only where the policy provides for it
- **Reinsurers:** policy and claims details of large or specialised risks that we share with reinsurers in the Kingdom and abroad, usually without your name or ID where it is not needed

We also share data with the service providers who work for us, such as approved workshops, hospitals and clinics, loss adjusters and our IT and call-centre providers, and with courts, the Public Prosecution and other authorities when the law requires it.

## How your data is protected

- Each recipient receives only the data needed for the stated purpose
- Data travels through secure, encrypted channels, and providers are bound by contracts that require them to protect it and delete it when the work ends
- Transfers outside the Kingdom take place only under the conditions of the PDPL and its transfer regulation
- We never sell your data or share it with others for their own marketing

## Your choices

Most sharing is required by law or is needed to run your policy, so it cannot be switched off while the policy is in force. You can always ask which data we have shared and with whom by emailing our Data Protection Officer at [dpo@rafeef.example](mailto:dpo@rafeef.example). Read more in our [Privacy Policy](/privacy-policy).`,
          `- **هيئة التأمين:** بيانات الوثائق والأقساط والمطالبات والشكاوى، لأغراض الرقابة على السوق والتقارير الإحصائية والرقابية التي تلتزم بها كل شركة تأمين
- **شركة نجم لخدمات التأمين:** في تأمين المركبات، بيانات الوثيقة والمركبة اللازمة لتسجيل الحوادث وتحديد نسب المسؤولية وتسوية المطالبات بين شركات التأمين
- **مجلس الضمان الصحي:** في التأمين الطبي، بيانات المؤمَّن لهم وتغطياتهم، ليظهر وضعهم التأميني لأصحاب العمل والجهات الحكومية ومقدمي الخدمات الصحية
- **شركات المعلومات الائتمانية المرخّصة من ساما:** بيانات الهوية والسداد في المنتجات المرتبطة بالائتمان كتأمين الائتمان التجاري والأقساط المجدولة، والإبلاغ عن المبالغ غير المسددة، وذلك فقط متى نصت الوثيقة عليه
- **معيدو التأمين:** بيانات الوثائق والمطالبات للمخاطر الكبيرة أو المتخصصة التي نشاركها مع معيدي التأمين داخل المملكة وخارجها، وغالبًا دون الاسم أو رقم الهوية متى لم تكن هناك حاجة إليهما

ونشارك البيانات كذلك مع مقدمي الخدمات الذين يعملون لحسابنا، كالورش المعتمدة والمستشفيات والعيادات وخبراء المعاينة وتقدير الخسائر ومزودي خدمات التقنية ومركز الاتصال، ومع المحاكم والنيابة العامة والجهات المختصة الأخرى متى اقتضت الأنظمة ذلك.

## كيف نحمي بياناتك

- لا تتلقى كل جهة إلا البيانات اللازمة للغرض المحدد
- تنتقل البيانات عبر قنوات آمنة ومشفّرة، ويلتزم مقدمو الخدمات بعقود تلزمهم بحمايتها وحذفها عند انتهاء العمل
- لا تُنقل البيانات خارج المملكة إلا وفق شروط نظام حماية البيانات الشخصية ولائحة نقل البيانات
- لا نبيع بياناتك أبدًا، ولا نشاركها مع أي جهة لأغراضها التسويقية

## خياراتك

تقتضي الأنظمة معظم حالات المشاركة أو تتطلبها إدارة وثيقتك، لذا لا يمكن إيقافها ما دامت الوثيقة سارية. ويمكنك دائمًا أن تسأل عن البيانات التي شاركناها والجهات التي تلقتها بمراسلة مسؤول حماية البيانات على [dpo@rafeef.example](mailto:dpo@rafeef.example). اعرف المزيد في [سياسة الخصوصية](/privacy-policy).`,
        ),
      },
    ],
  }
}
