import { rich, type SeedData, t } from '../../bilingual'

/**
 * The accessibility statement (docs/architecture.md §6): the target, what is known not to meet it,
 * and how to tell us.
 */
export function accessibilityPage(): SeedData {
  return {
    name: 'accessibility',
    title: t('Accessibility statement', 'بيان إمكانية الوصول'),
    description: t(
      'How accessible the Rafeef Cooperative Insurance website is, the standard we aim for (WCAG 2.2 level AA), what does not meet it yet, and how to tell us about a barrier.',
      'مدى سهولة استخدام موقع رفيف للتأمين التعاوني للجميع، والمعيار الذي نلتزم به (المستوى AA من إرشادات WCAG 2.2)، وما لم يبلغه بعد، وكيف تبلغنا بأي عائق.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('Our commitment', 'التزامنا'),
        description: rich(
          `We want everyone to be able to find out about our insurance, send a claim or a complaint and follow it up on this website, in Arabic or in English, whatever device they use and whether or not they live with a disability.

We aim to meet **level AA of the Web Content Accessibility Guidelines (WCAG) 2.2** on every page of this website, in both languages. This statement covers www.rafeef.example and its Arabic pages; our online services portal and mobile app are separate systems with statements of their own.`,
          `نريد أن يتمكن الجميع من التعرف على منتجاتنا التأمينية، وتقديم المطالبات والشكاوى ومتابعتها عبر هذا الموقع، بالعربية أو الإنجليزية، أيًا كان الجهاز الذي يستخدمونه، وسواء أكانوا من ذوي الإعاقة أم لا.

ونسعى إلى أن تحقق جميع صفحات هذا الموقع، بلغتيه، **المستوى AA من إرشادات سهولة الوصول إلى محتوى الويب (WCAG) 2.2**. ويشمل هذا البيان الموقع www.rafeef.example وصفحاته العربية، أما بوابة الخدمات الإلكترونية وتطبيق الجوال فنظامان منفصلان لكل منهما بيانه الخاص.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('What you can expect', 'ما يمكنك توقعه'),
        description: rich(
          `- Every page and form works with a keyboard alone, shows where the focus is, and has a link to skip to the main content
- Pages work with screen readers such as VoiceOver, TalkBack and NVDA: headings, landmarks, form labels and error messages are announced, in Arabic from right to left
- Text can be enlarged to 200% and pages reflow on a phone screen without scrolling sideways
- Text and controls have enough colour contrast, and no information is given by colour alone
- Forms say what went wrong next to the field and in a summary at the top, and keep what you typed
- Images that carry information have a text alternative in both languages
- Nothing flashes, and sliders do not move on their own while you read them`,
          `- تعمل جميع الصفحات والنماذج بلوحة المفاتيح وحدها، ويظهر موضع التركيز بوضوح، ويوجد رابط للانتقال مباشرة إلى المحتوى الرئيسي
- تعمل الصفحات مع قارئات الشاشة مثل VoiceOver وTalkBack وNVDA، فتُقرأ العناوين والمناطق الرئيسية وتسميات الحقول ورسائل الخطأ، وبالعربية من اليمين إلى اليسار
- يمكن تكبير النص حتى 200%، وتتكيف الصفحات مع شاشة الجوال دون الحاجة إلى التمرير أفقيًا
- يتمتع النص وعناصر التحكم بتباين لوني كافٍ، ولا تُنقل أي معلومة باللون وحده
- توضح النماذج الخطأ بجوار الحقل وفي ملخص أعلى النموذج، وتحتفظ بما كتبته
- للصور التي تحمل معلومات وصف نصي باللغتين
- لا يوجد محتوى وامض، ولا تتحرك الشرائح من تلقاء نفسها أثناء قراءتها`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('What is not accessible yet', 'ما لم يصبح متاحًا بعد'),
        description: rich(
          `We know of these gaps and are working on them:

- **Older PDF documents**, such as financial statements published before 2025, may not be tagged for screen readers. Ask us and we will send you the content in an accessible format.
- **Branch maps** are provided by an outside map service and may be hard to use with a keyboard or screen reader; every branch's address, phone number and opening hours are also written out on the page.
- **The online services portal** is a separate system; see its own statement.

We test the site with automated checks on every change and by hand with a keyboard and screen readers, and we review this statement at least once a year. It was last reviewed in November 2026.`,
          `نعلم بهذه الجوانب ونعمل على معالجتها:

- **مستندات PDF القديمة**، كالقوائم المالية المنشورة قبل 2025، قد لا تكون مهيأة لقارئات الشاشة. اطلبها منا وسنرسل إليك محتواها بصيغة ميسّرة.
- **خرائط الفروع** تقدمها خدمة خرائط خارجية، وقد يصعب استخدامها بلوحة المفاتيح أو قارئ الشاشة، لذا كتبنا عنوان كل فرع ورقم هاتفه وساعات عمله في الصفحة نفسها.
- **بوابة الخدمات الإلكترونية** نظام منفصل، ولها بيانها الخاص.

نختبر الموقع آليًا مع كل تعديل، ويدويًا بلوحة المفاتيح وقارئات الشاشة، ونراجع هذا البيان مرة في السنة على الأقل. وكانت آخر مراجعة له في نوفمبر 2026.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('Tell us about a barrier', 'أبلغنا بأي عائق'),
        description: rich(
          `If something on this website is hard or impossible for you to use, or you need information in another format (large print, an accessible PDF, plain text or a call back), tell us. Say which page and what you were trying to do.

- **Online:** our [contact form](/contact-us), with the subject "Accessibility"
- **Email:** [accessibility@rafeef.example](mailto:accessibility@rafeef.example)
- **Phone:** [800 124 7333](tel:8001247333), toll-free, Sunday to Thursday, 8:00 to 17:00

We reply within 5 working days. If you are not satisfied with our answer, you can [make a complaint](/complaints), and escalate it to the Insurance Authority as described there.`,
          `إذا وجدت في هذا الموقع ما يصعب عليك استخدامه أو يتعذر، أو احتجت إلى المعلومات بصيغة أخرى (خط كبير، أو ملف PDF ميسّر، أو نص عادي، أو اتصال هاتفي)، فأخبرنا، واذكر الصفحة وما كنت تحاول القيام به.

- **إلكترونيًا:** عبر [نموذج التواصل](/contact-us)، واكتب في الموضوع «إمكانية الوصول»
- **البريد الإلكتروني:** [accessibility@rafeef.example](mailto:accessibility@rafeef.example)
- **الهاتف:** الرقم المجاني [800 124 7333](tel:8001247333)، من الأحد إلى الخميس، من 8:00 صباحًا إلى 5:00 مساءً

نرد عليك خلال 5 أيام عمل. وإذا لم تكن راضيًا عن ردنا، يمكنك [تقديم شكوى](/complaints) وتصعيدها إلى هيئة التأمين كما هو موضح في تلك الصفحة.`,
        ),
      },
    ],
  }
}
