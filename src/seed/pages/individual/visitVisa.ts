import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function visitVisaPage(refs: SeedRefs): SeedData {
  return {
    name: 'visit-visa-travel-insurance',
    title: t('Visit Visa Medical Insurance', 'التأمين الطبي لتأشيرة الزيارة'),
    description: t(
      'Mandatory medical insurance for Visit Visa holders in Saudi Arabia, approved by the Council of Health Insurance: emergency treatment up to SAR 100,000, including COVID-19, with easy activation, extension and cancellation online.',
      'التأمين الطبي الإلزامي لحاملي تأشيرة الزيارة في المملكة العربية السعودية، المعتمد من مجلس الضمان الصحي: علاج الحالات الطارئة حتى 100,000 ريال بما فيها كوفيد-19، مع سهولة التفعيل والتمديد والإلغاء إلكترونيًا.',
    ),
    sections: [
      {
        blockType: 'full_banner',
        title: t('Visit Visa Medical Insurance', 'التأمين الطبي لتأشيرة الزيارة'),
        description: t(
          'Welcome your family and guests to the Kingdom with the medical cover their visa requires.',
          'استقبل ذويك وضيوفك في المملكة بالتغطية الطبية التي تشترطها تأشيرتهم.',
        ),
        image: refs.media.heroIndividual,
      },
      {
        blockType: 'single_blog',
        header: t('Required for every visit visa', 'شرط لكل تأشيرة زيارة'),
        description: rich(
          `Under the rules of the Council of Health Insurance, every holder of a Visit Visa (family, personal or business visit) must have medical insurance from an insurer qualified by the Council for the whole of their stay in the Kingdom. The visa cannot be issued or extended without it.

Rafeef’s Visit Visa policy is issued electronically and linked to the visitor’s visa number and passport in the Council’s system, so hospitals and border officers can verify it instantly. It runs for the same period as the visa, whether single entry or multiple entry, and the premium depends on the visitor’s age and the length of stay.`,
          `وفقًا لأنظمة مجلس الضمان الصحي، يجب أن يكون لكل حامل تأشيرة زيارة (زيارة عائلية أو شخصية أو زيارة عمل) تأمين طبي لدى شركة تأمين مؤهلة من المجلس طوال مدة إقامته في المملكة، ولا تُصدر التأشيرة أو تُمدَّد دون هذا التأمين.

تصدر وثيقة تأمين الزيارة من رفيف إلكترونيًا، وتُربط برقم تأشيرة الزائر وجواز سفره في نظام المجلس، ليتمكن المستشفى ومنفذ الدخول من التحقق منها فورًا. وتسري الوثيقة طوال مدة التأشيرة، سواء كانت لسفرة واحدة أو متعددة السفرات، ويعتمد قسط التأمين على عمر الزائر ومدة إقامته.`,
        ),
      },
      {
        blockType: 'checklist',
        header: t('What the policy covers', 'ما تغطيه الوثيقة'),
        items: [
          {
            title: t(
              'Emergency treatment up to SAR 100,000',
              'علاج الحالات الطارئة حتى 100,000 ريال',
            ),
            description: t(
              'Emergency care, hospital admission, surgery, tests and medicines for sudden illness or injury during the visit, up to SAR 100,000 for the policy period.',
              'الرعاية الطارئة والتنويم في المستشفى والعمليات الجراحية والفحوص والأدوية عند المرض المفاجئ أو الإصابة خلال الزيارة، حتى 100,000 ريال طوال مدة الوثيقة.',
            ),
          },
          {
            title: t('COVID-19', 'كوفيد-19'),
            description: t(
              'Diagnosis and treatment of COVID-19, including hospital admission and intensive care, within the policy limit.',
              'تشخيص كوفيد-19 وعلاجه، بما في ذلك التنويم في المستشفى والعناية المركزة، ضمن حد التغطية.',
            ),
          },
          {
            title: t('Road accidents', 'حوادث الطرق'),
            description: t(
              'Treatment of injuries from traffic accidents, with no need to wait for the liability of the other driver to be decided.',
              'علاج الإصابات الناتجة عن الحوادث المرورية، دون انتظار تحديد مسؤولية الطرف الآخر.',
            ),
          },
          {
            title: t('Emergency pregnancy and delivery', 'حالات الحمل والولادة الطارئة'),
            description: t(
              'Emergency complications of pregnancy and emergency delivery.',
              'المضاعفات الطارئة للحمل والولادة الطارئة.',
            ),
          },
          {
            title: t('Emergency dental care and dialysis', 'علاج الأسنان الطارئ والغسيل الكلوي'),
            description: t(
              'Emergency dental treatment for acute pain or injury, and emergency kidney dialysis.',
              'علاج الأسنان الطارئ للآلام الحادة أو الإصابات، والغسيل الكلوي في الحالات الطارئة.',
            ),
          },
          {
            title: t('Evacuation and repatriation', 'الإخلاء الطبي والإعادة إلى الوطن'),
            description: t(
              'Medical evacuation within the Kingdom, return to the home country on medical advice, and up to SAR 10,000 for repatriation of remains.',
              'الإخلاء الطبي داخل المملكة، والعودة إلى بلد الزائر بناءً على توصية طبية، وحتى 10,000 ريال لنقل الجثمان إلى الوطن.',
            ),
          },
        ],
        button_text: t('Find a hospital in our network', 'ابحث عن مستشفى في شبكتنا'),
        button_url: '/medical-network',
      },
      {
        blockType: 'single_blog',
        header: t('Activate, extend or cancel your policy', 'تفعيل الوثيقة وتمديدها وإلغاؤها'),
        description: rich(
          `## Activate

Once the visa is issued, [activate your policy](/activate-visa) with the visa number and the visitor’s passport number. We link it to the visitor’s border number after arrival and send the insurance certificate by email and SMS.

## Extend

If you extend the visit through Absher, the insurance must be extended first. [Extend your insurance](/extend-insurance) for the new period, and the extension will appear in the Council of Health Insurance system within minutes.

## Cancel

If the visitor did not travel, or the visa was cancelled before entry, [request a cancellation](/cancel-insurance) with proof from the Ministry of Foreign Affairs platform, and the premium is refunded to the card or account it was paid from within 14 working days.`,
          `## التفعيل

بعد صدور التأشيرة، [فعّل وثيقتك](/activate-visa) باستخدام رقم التأشيرة ورقم جواز سفر الزائر، وسنربطها برقم الحدود الخاص بالزائر بعد وصوله، ونرسل شهادة التأمين عبر البريد الإلكتروني والرسائل النصية.

## التمديد

إذا رغبت في تمديد الزيارة عبر منصة أبشر، فيجب تمديد التأمين أولًا. [مدّد تأمينك](/extend-insurance) للمدة الجديدة، ويظهر التمديد في نظام مجلس الضمان الصحي خلال دقائق.

## الإلغاء

إذا لم يسافر الزائر، أو أُلغيت التأشيرة قبل دخوله المملكة، [اطلب إلغاء الوثيقة](/cancel-insurance) مع إثبات ذلك من منصة وزارة الخارجية، ويُعاد القسط إلى البطاقة أو الحساب الذي دُفع منه خلال 14 يوم عمل.`,
        ),
      },
      {
        blockType: 'single_blog',
        header: t('When the visitor needs treatment', 'عندما يحتاج الزائر إلى العلاج'),
        description: rich(
          `In an emergency, go to the nearest hospital or call 997 for an ambulance: emergency cases are treated in any hospital. For other urgent care, visit a hospital in our [medical network](/medical-network) and show the passport; the hospital checks the policy in the Council of Health Insurance system and bills us directly, so the visitor pays nothing within the policy limit.

The policy is for emergencies only. It does not cover:

- Routine check-ups, vaccinations and planned or elective treatment
- Follow-up of chronic conditions, unless an acute emergency occurs
- Cosmetic treatment, glasses, hearing aids and routine dental care
- Normal pregnancy care and planned delivery`,
          `في الحالات الطارئة، توجّه إلى أقرب مستشفى أو اتصل بالهلال الأحمر على 997، فالحالات الطارئة تُعالج في أي مستشفى. أما الحالات العاجلة الأخرى، فراجع أحد مستشفيات [شبكتنا الطبية](/medical-network) وقدّم جواز السفر، ليتحقق المستشفى من الوثيقة في نظام مجلس الضمان الصحي ويرسل الفاتورة إلينا مباشرة، فلا يدفع الزائر شيئًا ضمن حد التغطية.

تقتصر الوثيقة على الحالات الطارئة، ولا تغطي ما يلي:

- الفحوص الدورية والتطعيمات والعلاج المخطط له أو الاختياري
- متابعة الأمراض المزمنة، ما لم تحدث حالة طارئة حادة
- العلاج التجميلي والنظارات والسماعات الطبية وعلاج الأسنان الروتيني
- متابعة الحمل الطبيعي والولادة المخطط لها`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Visit visa insurance questions', 'أسئلة عن تأمين تأشيرة الزيارة'),
        items: [
          {
            question: t('Who has to buy the insurance?', 'من يجب عليه شراء التأمين؟'),
            answer: rich(
              'Usually the host in the Kingdom who applies for the family visit visa, or the visitor when applying for a personal or business visit. Each visitor, including children, needs their own policy.',
              'يشتريه عادةً المستضيف المقيم في المملكة الذي يتقدم بطلب تأشيرة الزيارة العائلية، أو الزائر نفسه عند تقديم طلب زيارة شخصية أو زيارة عمل. ويحتاج كل زائر، بمن فيهم الأطفال، إلى وثيقة مستقلة.',
            ),
          },
          {
            question: t(
              'How do I check that the policy is linked to the visa?',
              'كيف أتحقق من ربط الوثيقة بالتأشيرة؟',
            ),
            answer: rich(
              'Enter the visitor’s passport or border number in the insurance inquiry service on the Council of Health Insurance website, or call us on 800 124 7333.',
              'أدخل رقم جواز سفر الزائر أو رقم الحدود في خدمة الاستعلام عن التأمين على موقع مجلس الضمان الصحي، أو اتصل بنا على 800 124 7333.',
            ),
          },
          {
            question: t(
              'Are illnesses the visitor had before arriving covered?',
              'هل تُغطى الأمراض التي كانت لدى الزائر قبل وصوله؟',
            ),
            answer: rich(
              'Only if they lead to an emergency during the visit. Routine treatment of existing conditions is not covered, so visitors should bring enough of their regular medicines.',
              'تُغطى فقط إذا نتجت عنها حالة طارئة خلال الزيارة. أما العلاج المعتاد للحالات القائمة فغير مشمول، لذا ننصح الزائر بإحضار ما يكفيه من أدويته المعتادة.',
            ),
          },
          {
            question: t(
              'Does the policy cover Umrah during the visit?',
              'هل تشمل الوثيقة أداء العمرة خلال الزيارة؟',
            ),
            answer: rich(
              'Yes. Holders of visit visas may perform Umrah after booking a permit on the Nusuk app, and their Rafeef policy covers emergencies in Makkah and Madinah as anywhere in the Kingdom.',
              'نعم، يمكن لحاملي تأشيرة الزيارة أداء العمرة بعد حجز التصريح عبر تطبيق نسك، وتغطي وثيقتهم من رفيف الحالات الطارئة في مكة المكرمة والمدينة المنورة كما في سائر مناطق المملكة.',
            ),
          },
        ],
      },
      {
        blockType: 'single_blog',
        header: t('Insure your visitors in minutes', 'أمّن على زوارك خلال دقائق'),
        description: rich(
          'Enter the visitor’s details and length of stay, pay online, and receive a policy approved by the Council of Health Insurance, ready to link to the visa. Read our [guide for visitors](/travellers-guide) to help them prepare for the trip.',
          'أدخل بيانات الزائر ومدة إقامته، وادفع إلكترونيًا، لتحصل على وثيقة معتمدة من مجلس الضمان الصحي جاهزة للربط بالتأشيرة. واطلع على [دليل الزائر](/travellers-guide) لمساعدة زوارك في الاستعداد لرحلتهم.',
        ),
        button_text: t('Get a quote', 'اطلب عرض سعر'),
        button_url: '/get-a-quote',
      },
    ],
  }
}
