import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function termsConditionsPage(refs: SeedRefs): SeedData {
  void refs
  return {
    name: 'terms-conditions',
    title: t('Terms and Conditions', 'الشروط والأحكام'),
    description: t(
      'The terms of use of the Rafeef Cooperative Insurance website and online services, governed by the laws of the Kingdom of Saudi Arabia.',
      'شروط استخدام الموقع الإلكتروني لرفيف للتأمين التعاوني وخدماتها الإلكترونية، وتخضع لأنظمة المملكة العربية السعودية.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Use of the website', 'استخدام الموقع'),
        description: rich(
          `This website, https://rafeef.example, is operated by Rafeef Cooperative Insurance, a Saudi joint stock company licensed by the Insurance Authority, with its head office on King Fahd Road, Al Olaya, Riyadh. By browsing the site or using any of its services you accept these terms. If you do not accept them, please do not use the site.

You may use the site for personal, lawful purposes only. You must not:

- Enter false information or act on behalf of another person without their authority
- Try to gain unauthorised access to the site, our systems or other users' data
- Upload viruses or harmful code, or disrupt the site by automated requests
- Copy or extract content in bulk, or use the site for advertising without our written consent

We may suspend access to the site, in whole or in part, for maintenance or security reasons, and we may update these terms at any time. The version published on this page applies from the date it is published.`,
          `يدير هذا الموقع (https://rafeef.example) شركة رفيف للتأمين التعاوني، وهي شركة مساهمة سعودية مرخّصة من هيئة التأمين، ويقع مقرها الرئيسي على طريق الملك فهد، حي العليا، الرياض. ويُعد تصفحك للموقع أو استخدامك لأي من خدماته قبولًا منك لهذه الشروط، فإن لم توافق عليها فنرجو منك عدم استخدام الموقع.

يقتصر استخدام الموقع على الأغراض الشخصية المشروعة، ولا يجوز لك:

- إدخال معلومات غير صحيحة أو التصرف نيابة عن شخص آخر دون تفويض منه
- محاولة الوصول غير المصرح به إلى الموقع أو أنظمتنا أو بيانات المستخدمين الآخرين
- رفع الفيروسات أو أي شفرات ضارة، أو تعطيل الموقع بالطلبات الآلية
- نسخ المحتوى أو استخراجه بكميات كبيرة، أو استخدام الموقع لأغراض إعلانية دون موافقتنا الكتابية

يحق لنا إيقاف الوصول إلى الموقع كليًا أو جزئيًا لأغراض الصيانة أو لدواعٍ أمنية، كما يحق لنا تعديل هذه الشروط في أي وقت، ويُعمل بالنسخة المنشورة في هذه الصفحة من تاريخ نشرها.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Accuracy of content', 'دقة المحتوى'),
        description: rich(
          `We take care to keep the information on this site accurate and up to date. Product descriptions, benefits and examples are a summary for general guidance only: they are not an offer of insurance and do not replace the policy wording.

Your cover is governed only by your policy, its schedule and any endorsements we issue. If anything on the site differs from your policy, the policy prevails. Premiums shown in quotes are valid for the period stated and depend on the information you give us being complete and correct.`,
          `نحرص على أن تكون المعلومات المنشورة في هذا الموقع دقيقة ومحدَّثة. غير أن أوصاف المنتجات ومزاياها والأمثلة الواردة فيها ملخص للاسترشاد العام فقط، ولا تُعد عرضًا للتأمين ولا تغني عن نص وثيقة التأمين.

تحكم تغطيتك وثيقةُ التأمين وجدولها وأي ملاحق نصدرها دون سواها، وعند وجود أي اختلاف بين ما في الموقع وما في الوثيقة يُعمل بما ورد في الوثيقة. أما أقساط التأمين الواردة في عروض الأسعار فهي سارية للمدة المذكورة فيها، وتستند إلى صحة المعلومات التي تقدمها واكتمالها.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Online services', 'الخدمات الإلكترونية'),
        description: rich(
          `Through our online services you can get a quote, buy or renew a policy, pay, register a claim and follow a complaint.

- You must be at least 18 years old and hold a valid national ID or Iqama. We verify identity, vehicle and address data with the official government sources.
- You are responsible for the accuracy of the information you enter. Incorrect or missing information may lead to a higher premium, a reduced claim payment or the cancellation of your policy.
- A policy takes effect only once we have received your payment and issued the policy document, on the start date shown in it. We send the policy to your registered email and mobile number.
- Payments are made through licensed payment channels such as mada, credit cards, Apple Pay and SADAD. We never ask for your card PIN or your one-time password by phone or email.
- Keep your login details secret and tell us at once on 800 124 7333 if you suspect that someone else has used your account.`,
          `تتيح لك خدماتنا الإلكترونية طلب عرض سعر، وشراء وثيقة التأمين أو تجديدها، والدفع، وتسجيل المطالبة، ومتابعة الشكوى.

- يجب ألا يقل عمرك عن 18 عامًا وأن تحمل هوية وطنية أو إقامة سارية، ونتحقق من بيانات الهوية والمركبة والعنوان عبر المصادر الحكومية الرسمية.
- أنت مسؤول عن صحة المعلومات التي تدخلها، وقد يترتب على المعلومات غير الصحيحة أو الناقصة رفع قسط التأمين أو تخفيض مبلغ المطالبة أو إلغاء الوثيقة.
- لا تسري الوثيقة إلا بعد استلامنا للقسط وإصدار وثيقة التأمين، وذلك من تاريخ البدء المحدد فيها، ونرسل الوثيقة إلى بريدك الإلكتروني ورقم جوالك المسجلين لدينا.
- يتم الدفع عبر قنوات دفع مرخّصة مثل مدى والبطاقات الائتمانية وApple Pay وسداد، ولن نطلب منك أبدًا الرقم السري لبطاقتك أو رمز التحقق عبر الهاتف أو البريد الإلكتروني.
- حافظ على سرية بيانات الدخول إلى حسابك، وأبلغنا فورًا على الرقم 800 124 7333 إذا اشتبهت في استخدام شخص آخر له.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Intellectual property', 'الملكية الفكرية'),
        description: rich(
          `The name Rafeef, our logo, and all text, images, graphics and software on this site belong to Rafeef Cooperative Insurance or are used under licence, and are protected by the intellectual property laws of the Kingdom of Saudi Arabia.

You may view, download and print pages and documents for your own use, such as your policy or a product brochure. You may not copy, change, publish or use them commercially without our prior written consent.`,
          `اسم رفيف وشعارها وجميع النصوص والصور والرسوم والبرمجيات في هذا الموقع مملوكة لشركة رفيف للتأمين التعاوني أو مستخدمة بموجب ترخيص، وتحميها أنظمة الملكية الفكرية في المملكة العربية السعودية.

يجوز لك عرض الصفحات والمستندات وتنزيلها وطباعتها لاستخدامك الشخصي، كوثيقة تأمينك أو نشرة تعريفية بأحد المنتجات، ولا يجوز نسخها أو تعديلها أو نشرها أو استخدامها تجاريًا دون موافقة كتابية مسبقة منا.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Liability and links to other sites', 'حدود المسؤولية والروابط الخارجية'),
        description: rich(
          `We do our best to keep the site available and secure, but we cannot guarantee that it will always be free of interruptions or errors. To the extent the law allows, we are not liable for any loss arising from the use of the site or from being unable to use it, including loss caused by a delay in an internet connection or by a third party's payment service.

Nothing in these terms limits your rights under your insurance policy or under the rules of the Insurance Authority.

The site may link to other websites, such as government portals and payment providers. We do not control those sites and are not responsible for their content or privacy practices.`,
          `نبذل قصارى جهدنا لإبقاء الموقع متاحًا وآمنًا، لكننا لا نضمن خلوه الدائم من الانقطاع أو الأخطاء. وفي الحدود التي تسمح بها الأنظمة، لا نتحمل المسؤولية عن أي خسارة تنشأ عن استخدام الموقع أو تعذّر استخدامه، بما في ذلك الخسارة الناتجة عن بطء الاتصال بالإنترنت أو عن خدمة دفع يقدمها طرف آخر.

ولا يحدّ أي مما ورد في هذه الشروط من حقوقك بموجب وثيقة التأمين أو قواعد هيئة التأمين.

قد يتضمن الموقع روابط لمواقع أخرى، كالبوابات الحكومية ومزودي خدمات الدفع، ولا نتحكم في هذه المواقع ولا نتحمل مسؤولية محتواها أو ممارساتها في الخصوصية.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Governing law and contact', 'النظام الواجب التطبيق والتواصل'),
        description: rich(
          `These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute about the use of this site falls under the jurisdiction of the competent courts in Riyadh. Disputes about an insurance policy are heard by the Committees for Resolution of Insurance Disputes and Violations.

How we handle your personal data is explained in our [Privacy Policy](/privacy-policy). For any question about these terms, call us on 800 124 7333, email [care@rafeef.example](mailto:care@rafeef.example) or write to PO Box 86012, Riyadh 11622.`,
          `تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم المختصة في مدينة الرياض بالنظر في أي نزاع يتعلق باستخدام هذا الموقع، أما المنازعات المتعلقة بوثائق التأمين فتنظرها لجان الفصل في المنازعات والمخالفات التأمينية.

نوضح كيفية تعاملنا مع بياناتك الشخصية في [سياسة الخصوصية](/privacy-policy). ولأي استفسار عن هذه الشروط، اتصل بنا على الرقم 800 124 7333، أو راسلنا على [care@rafeef.example](mailto:care@rafeef.example)، أو على العنوان البريدي: ص.ب 86012، الرياض 11622.`,
        ),
      },
    ],
  }
}
