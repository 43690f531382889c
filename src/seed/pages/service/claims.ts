import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** The claims centre. The site adds the claim-tracking frame above these sections itself. */
export function claimsPage(refs: SeedRefs): SeedData {
  const howToClaim = t('How to claim', 'طريقة المطالبة')
  return {
    name: 'claims',
    title: t('Claims', 'المطالبات'),
    description: t(
      'Report a claim to Rafeef Cooperative Insurance 24/7 on 800 124 7333 or online: how to claim for motor, medical, travel, protection and business policies, the documents we need and how long settlement takes.',
      'أبلغ رفيف للتأمين التعاوني عن مطالبتك على مدار الساعة عبر الرقم 800 124 7333 أو إلكترونيًا: طريقة المطالبة في تأمين المركبات والتأمين الطبي والسفر والحماية وتأمين المنشآت، والمستندات المطلوبة، والمدة اللازمة للتسوية.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Claims Centre', 'مركز المطالبات'),
        description: t(
          'When something goes wrong, we are here to help you get back on track, any hour of the day.',
          'عندما يقع ما لم يكن في الحسبان، نحن هنا لنساعدك على تجاوزه، في أي ساعة من اليوم.',
        ),
        image: refs.media.heroService,
      },
      {
        blockType: 'single_blog',
        header: t('Report a claim, day or night', 'أبلغ عن مطالبتك ليلًا أو نهارًا'),
        description: rich(
          `You can register a claim free of charge through any of these channels, whichever is easiest for you:

- **By phone:** call our toll-free number [800 124 7333](tel:8001247333), open 24 hours a day, 7 days a week. From outside the Kingdom, call [+966 11 486 2000](tel:+966114862000).
- **Online:** fill in the [claim form](/submit-claim) and attach your documents; you receive a claim number straight away.
- **In the Rafeef app or e-services:** register and follow your claims after signing in with your national ID or Iqama number.
- **At a branch:** visit our customer care desks in Riyadh, Jeddah, Dammam or Madinah, Sunday to Thursday, 8:00 am to 5:00 pm.

Tell us as soon as you can after the incident. Reporting late does not by itself cancel your right to claim, but it can make the loss harder to assess. Keep your claim number: you need it, with your ID or Iqama number, to track the claim on this page.`,
          `يمكنك تسجيل مطالبتك مجانًا عبر أي من القنوات التالية، بحسب ما يناسبك:

- **هاتفيًا:** اتصل على الرقم المجاني [800 124 7333](tel:8001247333) المتاح على مدار الساعة طوال أيام الأسبوع، ومن خارج المملكة على الرقم [+966 11 486 2000](tel:+966114862000).
- **إلكترونيًا:** عبّئ [نموذج المطالبة](/submit-claim) وأرفق مستنداتك، لتحصل على رقم المطالبة فورًا.
- **عبر تطبيق رفيف أو الخدمات الإلكترونية:** سجّل مطالباتك وتابعها بعد الدخول برقم الهوية الوطنية أو الإقامة.
- **في الفروع:** زر مكاتب خدمة العملاء في فروعنا بالرياض وجدة والدمام والمدينة المنورة، من الأحد إلى الخميس، من 8:00 صباحًا حتى 5:00 مساءً.

أبلغنا في أقرب وقت ممكن بعد وقوع الحادث؛ فالتأخر في الإبلاغ لا يُسقط حقك في المطالبة بحد ذاته، لكنه قد يُصعّب تقدير الضرر. واحتفظ برقم المطالبة، إذ تحتاج إليه مع رقم هويتك أو إقامتك لمتابعة المطالبة من هذه الصفحة.`,
        ),
        button_text: t('Submit a claim online', 'ارفع مطالبتك إلكترونيًا'),
        button_url: '/submit-claim',
      },
      {
        blockType: 'multiple_title',
        header: t('How to claim, product by product', 'طريقة المطالبة بحسب نوع التأمين'),
        items: [
          {
            title: t('Motor', 'المركبات'),
            description: t(
              'Report the accident to Najm, or to the traffic police on 993 where Najm does not attend. Then register the claim with us quoting the Najm or police report number. We arrange the damage assessment and send the car to an approved workshop, or to the agency under Comprehensive Plus.',
              'أبلغ نجم عن الحادث، أو المرور على الرقم 993 في المناطق التي لا تغطيها نجم، ثم سجّل المطالبة لدينا مع ذكر رقم تقرير نجم أو المرور. ونتولى ترتيب تقدير الأضرار وإحالة السيارة إلى إحدى الورش المعتمدة، أو إلى الوكالة في تغطية الشامل بلس.',
            ),
            link_text: howToClaim,
            link_url: '/motor-insurance',
          },
          {
            title: t('Medical', 'التأمين الطبي'),
            description: t(
              'At a network provider there is nothing to claim: the provider bills us directly and requests any approval electronically. If you paid for emergency or approved treatment yourself, send the invoices and medical report within 90 days for reimbursement.',
              'لا تحتاج إلى رفع مطالبة عند العلاج لدى مقدمي الخدمة في الشبكة، إذ يرسل مقدم الخدمة الفاتورة إلينا مباشرة ويطلب أي موافقة إلكترونيًا. أما إذا دفعت تكاليف علاج طارئ أو معتمد بنفسك، فأرسل الفواتير والتقرير الطبي خلال 90 يومًا لاسترداد المبلغ.',
            ),
            link_text: t('Our medical network', 'شبكتنا الطبية'),
            link_url: '/medical-network',
          },
          {
            title: t('Travel', 'السفر'),
            description: t(
              'Call our assistance line on +966 11 486 2000 before going to hospital abroad, unless it is a life-threatening emergency. For expenses you paid, cancelled trips or lost baggage, submit the claim within 30 days of your return.',
              'اتصل بخط المساعدة على الرقم +966 11 486 2000 قبل التوجه إلى المستشفى خارج المملكة، إلا في الحالات التي تهدد الحياة. وللمصاريف التي دفعتها أو الرحلات الملغاة أو الأمتعة المفقودة، ارفع المطالبة خلال 30 يومًا من عودتك.',
            ),
            link_text: howToClaim,
            link_url: '/travel-insurance',
          },
          {
            title: t('Visit visa', 'تأشيرة الزيارة'),
            description: t(
              'Visitors who need emergency care go to the nearest hospital or one in our network and show their passport; the hospital checks the policy and bills us. If the visitor paid, the host can claim on their behalf with the invoices and reports.',
              'يتوجه الزائر الذي يحتاج إلى علاج طارئ إلى أقرب مستشفى أو إلى أحد مستشفيات شبكتنا ويقدّم جواز سفره، فيتحقق المستشفى من الوثيقة ويرسل الفاتورة إلينا. وإذا دفع الزائر التكاليف، يمكن لمستضيفه رفع المطالبة نيابةً عنه مع الفواتير والتقارير.',
            ),
            link_text: howToClaim,
            link_url: '/visit-visa-travel-insurance',
          },
          {
            title: t('Protection and savings', 'الحماية والادخار'),
            description: t(
              'Beneficiaries of Waad Ousra, Waad Al Ajyal Gold and Waad Isteqrar Gold can notify us of a death or disability by phone or online. A dedicated claims officer guides the family through the documents, and we pay within 15 working days of receiving them.',
              'يمكن للمستفيدين من برامج وعد أسرة ووعد الأجيال الذهبي ووعد استقرار الذهبي إبلاغنا بالوفاة أو العجز هاتفيًا أو إلكترونيًا، ويتولى مسؤول مطالبات مخصص إرشاد الأسرة إلى المستندات المطلوبة، ونصرف المبلغ خلال 15 يوم عمل من استلامها.',
            ),
            link_text: howToClaim,
            link_url: '/waad-ousra',
          },
          {
            title: t('Business and property', 'المنشآت والممتلكات'),
            description: t(
              'For property, engineering, marine, liability and money losses, limit the damage, inform the police or Civil Defence where needed, and notify us within the period in your policy. For larger losses we appoint a licensed loss adjuster, usually within 48 hours.',
              'في خسائر الممتلكات والتأمين الهندسي والبحري والمسؤولية والأموال، اتخذ ما يلزم للحد من الضرر، وأبلغ الشرطة أو الدفاع المدني عند الحاجة، ثم أبلغنا خلال المدة المحددة في وثيقتك. وفي الخسائر الكبيرة نعيّن خبير معاينة مرخصًا، عادةً خلال 48 ساعة.',
            ),
            link_text: t('Request a call back', 'اطلب اتصالًا من فريقنا'),
            link_url: '/details-request',
          },
        ],
      },
      {
        blockType: 'checklist',
        header: t('Documents to have ready', 'المستندات التي تحتاج إلى تجهيزها'),
        items: [
          {
            title: t('For every claim', 'لجميع المطالبات'),
            description: t(
              'The claim form or claim number, a copy of your national ID or Iqama, your policy number, and an IBAN certificate from a Saudi bank in the name of the policyholder or the person to be paid.',
              'نموذج المطالبة أو رقمها، وصورة الهوية الوطنية أو الإقامة، ورقم الوثيقة، وشهادة آيبان من بنك سعودي باسم حامل الوثيقة أو الشخص المستحق للتعويض.',
            ),
          },
          {
            title: t('Motor', 'المركبات'),
            description: t(
              'The Najm or traffic police accident report, the driver’s licence, the vehicle registration (Istimara), photos of the damage and, for theft, the police report and the certificate that the vehicle has not been found.',
              'تقرير الحادث الصادر من نجم أو المرور، ورخصة القيادة، ورخصة سير المركبة (الاستمارة)، وصور الأضرار، وفي حالات السرقة بلاغ الشرطة وشهادة بعدم العثور على المركبة.',
            ),
          },
          {
            title: t('Medical reimbursement', 'استرداد المصاريف الطبية'),
            description: t(
              'Original itemised invoices and payment receipts, a medical report with the diagnosis, prescriptions, and the results of any laboratory or radiology tests.',
              'أصول الفواتير المفصلة وإيصالات السداد، وتقرير طبي يتضمن التشخيص، والوصفات الطبية، ونتائج الفحوص المخبرية أو الإشعاعية إن وُجدت.',
            ),
          },
          {
            title: t('Travel', 'السفر'),
            description: t(
              'Your passport pages showing the travel dates, boarding passes, medical reports and receipts, the airline’s Property Irregularity Report for baggage, and proof of the reason for cancellation with the non-refundable booking.',
              'صفحات جواز السفر التي تُظهر تواريخ السفر، وبطاقات صعود الطائرة، والتقارير الطبية والإيصالات، وتقرير الأمتعة المفقودة الصادر من شركة الطيران، وما يثبت سبب الإلغاء مع الحجز غير القابل للاسترداد.',
            ),
          },
          {
            title: t('Protection and savings', 'الحماية والادخار'),
            description: t(
              'The death certificate or the medical report confirming disability, the IDs of the insured and the beneficiaries, the deed of inheritance where no beneficiary is named, and the beneficiaries’ IBAN certificates.',
              'شهادة الوفاة أو التقرير الطبي المثبت للعجز، وهويات المؤمَّن عليه والمستفيدين، وصك حصر الورثة إذا لم يُحدَّد مستفيد في الوثيقة، وشهادات الآيبان للمستفيدين.',
            ),
          },
          {
            title: t('Business and property', 'المنشآت والممتلكات'),
            description: t(
              'A claim letter describing the loss, the police or Civil Defence report where relevant, a list of the damaged items with their values and purchase invoices, and photos taken before any clean-up.',
              'خطاب مطالبة يصف الخسارة، وتقرير الشرطة أو الدفاع المدني عند الاقتضاء، وقائمة بالممتلكات المتضررة مع قيمها وفواتير شرائها، وصور ملتقطة قبل إزالة آثار الضرر.',
            ),
          },
        ],
      },
      {
        blockType: 'statistics',
        header: t('Our service commitments', 'التزاماتنا تجاهك'),
        items: [
          {
            header: t('24/7', 'على مدار الساعة'),
            title: t(
              'Claims reported on 800 124 7333 or online, every day of the year',
              'استقبال المطالبات عبر الرقم 800 124 7333 أو إلكترونيًا طوال أيام السنة',
            ),
          },
          {
            header: t('60 minutes', '60 دقيقة'),
            title: t(
              'Typical reply to medical approval requests',
              'المدة المعتادة للرد على طلبات الموافقة الطبية',
            ),
          },
          {
            header: t('15 working days', '15 يوم عمل'),
            title: t(
              'To settle individual claims once we have all the documents',
              'لتسوية مطالبات الأفراد بعد اكتمال المستندات',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('What happens after you submit', 'ماذا يحدث بعد رفع المطالبة'),
        description: rich(
          `- **Acknowledgement:** you receive an SMS with your claim number, and we tell you in writing, once and in full, which documents are still missing.
- **Assessment:** a claims officer reviews the documents; for motor and property claims we arrange an inspection or appoint a loss adjuster.
- **Decision:** we settle individual claims within 15 working days of receiving the complete documents, and corporate claims within 45 days. If we need longer, we tell you why.
- **Payment:** the amount is transferred to the IBAN you gave us, or paid directly to the workshop, agency or hospital.

If we decline a claim, in whole or in part, we explain why in writing. You can ask us to review the decision, [make a complaint](/complaints), or refer the dispute to the Committees for Resolution of Insurance Disputes and Violations.`,
          `- **تأكيد الاستلام:** تصلك رسالة نصية برقم المطالبة، ونبلغك كتابيًا بالمستندات الناقصة كاملةً ومرة واحدة.
- **الدراسة:** يراجع مسؤول المطالبات المستندات، ونرتب المعاينة في مطالبات المركبات والممتلكات أو نعيّن خبير معاينة.
- **القرار:** نسوّي مطالبات الأفراد خلال 15 يوم عمل من استلام المستندات مكتملة، ومطالبات المنشآت خلال 45 يومًا، وإذا احتجنا إلى مدة أطول أبلغناك بالأسباب.
- **الصرف:** يُحوَّل المبلغ إلى رقم الآيبان الذي زودتنا به، أو يُدفع مباشرة إلى الورشة أو الوكالة أو المستشفى.

وإذا رفضنا المطالبة كليًا أو جزئيًا، نوضح لك الأسباب كتابيًا. ويحق لك أن تطلب إعادة النظر في القرار، أو [تقديم شكوى](/complaints)، أو إحالة النزاع إلى لجان الفصل في المنازعات والمخالفات التأمينية.`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Claims questions', 'أسئلة عن المطالبات'),
        items: [
          {
            question: t(
              'The other driver caused the accident. Who pays for my car?',
              'تسبب السائق الآخر في الحادث، فمن يتحمل إصلاح سيارتي؟',
            ),
            answer: rich(
              'The insurer of the driver at fault pays for your damage under their third-party cover, so you claim from them with the Najm report. If that driver is insured with Rafeef, we handle your claim directly. If you have comprehensive cover with us, we can also repair your car first and recover the cost from the other insurer.',
              'تتحمل شركة التأمين التي يتبع لها السائق المتسبب تعويض أضرارك بموجب تأمينه ضد الغير، فتقدّم مطالبتك إليها مع تقرير نجم. وإذا كان ذلك السائق مؤمَّنًا لدى رفيف، نتولى مطالبتك مباشرة. وإن كان لديك تأمين شامل لدينا، يمكننا إصلاح سيارتك أولًا ثم الرجوع بالتكلفة على شركة التأمين الأخرى.',
            ),
          },
          {
            question: t('What if the liability is shared?', 'ماذا لو كانت المسؤولية مشتركة؟'),
            answer: rich(
              'Najm sets a percentage of liability for each driver, for example 50% each or 75% and 25%. Each insurer pays the other party’s damage in proportion to its own driver’s share.',
              'تحدد نجم نسبة مسؤولية كل سائق، كأن تكون 50% لكل منهما أو 75% و25%، وتعوّض كل شركة تأمين الطرف الآخر بقدر نسبة مسؤولية السائق المؤمَّن لديها.',
            ),
          },
          {
            question: t('Do I pay a deductible?', 'هل أدفع مبلغ التحمّل؟'),
            answer: rich(
              'Under comprehensive motor cover you pay the deductible shown in your policy schedule when you are at fault or the other party is unknown. You do not pay it when the claim is made against the other driver’s insurer.',
              'في التأمين الشامل على المركبات تدفع مبلغ التحمّل المحدد في جدول الوثيقة إذا كنت المتسبب في الحادث أو كان الطرف الآخر مجهولًا، ولا تدفعه عند المطالبة لدى شركة تأمين السائق الآخر.',
            ),
          },
          {
            question: t(
              'Can someone else submit the claim for me?',
              'هل يمكن لشخص آخر رفع المطالبة نيابةً عني؟',
            ),
            answer: rich(
              'Yes, with a power of attorney or an authorisation letter and copies of both IDs. For company vehicles and group policies, the company’s authorised representative submits the claim.',
              'نعم، بموجب وكالة أو خطاب تفويض مع صورتي هويتك وهوية المفوَّض. وفي مركبات المنشآت والوثائق الجماعية، يرفع المطالبة الممثل المفوَّض من المنشأة.',
            ),
          },
          {
            question: t('How do I follow my claim?', 'كيف أتابع مطالبتي؟'),
            answer: rich(
              'Enter your ID or Iqama number and claim number in the tracker on this page, or sign in to the Rafeef app. We also send you an SMS at each step, and you can call 800 124 7333 at any time.',
              'أدخل رقم هويتك أو إقامتك ورقم المطالبة في خدمة المتابعة في هذه الصفحة، أو سجّل الدخول إلى تطبيق رفيف. وتصلك رسالة نصية عند كل مرحلة، ويمكنك الاتصال على 800 124 7333 في أي وقت.',
            ),
          },
        ],
      },
      {
        blockType: 'customer_rights_section',
        header: t('Claims Settlement Guide', 'دليل تسوية المطالبات'),
        description: t(
          'Our guide explains, line by line, how to report a loss, the documents we ask for, the time limits we work to and how to challenge a decision.',
          'يشرح الدليل لكل نوع من أنواع التأمين طريقة الإبلاغ عن الضرر، والمستندات التي نطلبها، والمدد الزمنية التي نلتزم بها، وكيفية الاعتراض على القرار.',
        ),
        items: [
          {
            pdfTitle: t('Claims Settlement Guide', 'دليل تسوية المطالبات'),
            pdf: refs.docs.claimsGuide,
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Claims contacts', 'أرقام التواصل للمطالبات'),
        description: rich(
          `- **Claims and roadside assistance, 24/7:** [800 124 7333](tel:8001247333), toll-free in the Kingdom
- **From abroad and travel assistance, 24/7:** [+966 11 486 2000](tel:+966114862000)
- **Motor and individual claims:** [claims@rafeef.example](mailto:claims@rafeef.example)
- **Medical reimbursement:** [medical.claims@rafeef.example](mailto:medical.claims@rafeef.example)
- **Property, marine and liability claims:** [property.claims@rafeef.example](mailto:property.claims@rafeef.example), [marine.claims@rafeef.example](mailto:marine.claims@rafeef.example) and [liability.claims@rafeef.example](mailto:liability.claims@rafeef.example)

Suspect a false claim? Call our fraud hotline on [800 124 7444](tel:8001247444) or [report it online](/report-fraud).`,
          `- **المطالبات والمساعدة على الطريق على مدار الساعة:** [800 124 7333](tel:8001247333)، مجانًا داخل المملكة
- **من خارج المملكة ولخدمة المساعدة في السفر على مدار الساعة:** [+966 11 486 2000](tel:+966114862000)
- **مطالبات المركبات والأفراد:** [claims@rafeef.example](mailto:claims@rafeef.example)
- **استرداد المصاريف الطبية:** [medical.claims@rafeef.example](mailto:medical.claims@rafeef.example)
- **مطالبات الممتلكات والتأمين البحري والمسؤولية:** [property.claims@rafeef.example](mailto:property.claims@rafeef.example) و[marine.claims@rafeef.example](mailto:marine.claims@rafeef.example) و[liability.claims@rafeef.example](mailto:liability.claims@rafeef.example)

هل تشتبه في مطالبة كاذبة؟ اتصل بالخط الساخن للإبلاغ عن الاحتيال على [800 124 7444](tel:8001247444) أو [أبلغ إلكترونيًا](/report-fraud).`,
        ),
      },
    ],
  }
}
