import { rich, type SeedData, t } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

/** Not part of the Customer Service group: no full-width banner. */
export function faqsPage(refs: SeedRefs): SeedData {
  void refs
  return {
    name: 'faqs-page',
    title: t('Frequently Asked Questions', 'الأسئلة الشائعة'),
    description: t(
      'Answers to common questions about Rafeef policies and payments, motor claims and Najm reports, medical insurance and approvals, travel insurance and visit visa insurance.',
      'إجابات عن الأسئلة الشائعة حول وثائق رفيف وسداد الأقساط، ومطالبات المركبات وتقارير نجم، والتأمين الطبي والموافقات، وتأمين السفر وتأمين تأشيرة الزيارة.',
    ),
    sections: [
      {
        blockType: 'single_blog',
        header: t('How can we help?', 'كيف يمكننا مساعدتك؟'),
        description: rich(
          `We have gathered the questions our customers ask us most, by topic. If you cannot find your answer here, call us on [800 124 7333](tel:8001247333), visit the [Claims Centre](/claims) or [contact us](/contact-us).`,
          `جمعنا لك أكثر الأسئلة التي يطرحها عملاؤنا مصنفةً حسب الموضوع. وإذا لم تجد إجابتك هنا، فاتصل بنا على [800 124 7333](tel:8001247333)، أو زر [مركز المطالبات](/claims)، أو [تواصل معنا](/contact-us).`,
        ),
      },
      {
        blockType: 'faq',
        header: t('Policies and payments', 'الوثائق وسداد الأقساط'),
        items: [
          {
            question: t('How can I buy a policy?', 'كيف أشتري وثيقة تأمين؟'),
            answer: rich(
              'Motor, travel and visit visa policies can be bought online in a few minutes on our website or in the Rafeef app. For protection and savings plans and for corporate insurance, [request a quote](/get-a-quote) and one of our advisers will contact you, or visit any of our branches.',
              'يمكنك شراء وثائق تأمين المركبات والسفر وتأشيرة الزيارة إلكترونيًا خلال دقائق عبر موقعنا أو تطبيق رفيف. أما برامج الحماية والادخار وتأمين المنشآت، [فاطلب عرض سعر](/get-a-quote) وسيتواصل معك أحد مستشارينا، أو زر أيًّا من فروعنا.',
            ),
          },
          {
            question: t('Which payment methods do you accept?', 'ما وسائل الدفع المتاحة؟'),
            answer: rich(
              'Online you can pay with mada, Visa, Mastercard or Apple Pay. Corporate customers can also pay by SADAD or bank transfer, and larger groups can pay in instalments.',
              'يمكنك الدفع إلكترونيًا عبر مدى أو فيزا أو ماستركارد أو Apple Pay. ويمكن لعملاء المنشآت السداد أيضًا عبر سداد أو التحويل البنكي، وتتاح للمجموعات الكبيرة إمكانية السداد على دفعات.',
            ),
          },
          {
            question: t('Is VAT added to the premium?', 'هل تُضاف ضريبة القيمة المضافة إلى القسط؟'),
            answer: rich(
              'Value added tax at 15% applies to most insurance premiums. It is shown separately on your quote and on the tax invoice issued with your policy.',
              'تخضع معظم أقساط التأمين لضريبة القيمة المضافة بنسبة 15%، وتظهر قيمتها منفصلة في عرض السعر وفي الفاتورة الضريبية الصادرة مع وثيقتك.',
            ),
          },
          {
            question: t('How do I renew my policy?', 'كيف أجدد وثيقتي؟'),
            answer: rich(
              'We remind you by SMS and email 30 days before your policy expires. You can renew online in a few steps, and your no-claims discount is applied automatically. Renew before the expiry date: driving a vehicle without valid insurance is a traffic violation.',
              'نذكّرك برسالة نصية وبريد إلكتروني قبل انتهاء وثيقتك بثلاثين يومًا، ويمكنك تجديدها إلكترونيًا بخطوات قليلة، ويُطبَّق خصم عدم وجود مطالبات تلقائيًا. واحرص على التجديد قبل تاريخ الانتهاء، فقيادة مركبة دون تأمين ساري المفعول مخالفة مرورية.',
            ),
          },
          {
            question: t(
              'Can I cancel my policy and get a refund?',
              'هل يمكنني إلغاء الوثيقة واسترداد القسط؟',
            ),
            answer: rich(
              'Yes. You can cancel at any time, and we refund the premium for the unexpired period on a pro-rata basis, provided no claim has been paid under the policy. The refund reaches your account within 14 working days.',
              'نعم، يمكنك إلغاء الوثيقة في أي وقت، ونعيد إليك قسط المدة المتبقية على أساس نسبي، ما لم تُصرف مطالبة بموجب الوثيقة، ويصل المبلغ إلى حسابك خلال 14 يوم عمل.',
            ),
          },
          {
            question: t(
              'How do I get a copy of my policy or update my details?',
              'كيف أحصل على نسخة من وثيقتي أو أحدّث بياناتي؟',
            ),
            answer: rich(
              'Sign in to our e-services or the Rafeef app with your national ID or Iqama number to download your policy and tax invoice, and to update your mobile number, email and IBAN after confirming a one-time code. To add a driver or change the insured vehicle, request an endorsement online or call us.',
              'سجّل الدخول إلى خدماتنا الإلكترونية أو تطبيق رفيف برقم الهوية الوطنية أو الإقامة لتحميل وثيقتك وفاتورتها الضريبية، ولتحديث رقم جوالك وبريدك الإلكتروني ورقم الآيبان بعد إدخال رمز التحقق. ولإضافة سائق أو تغيير المركبة المؤمَّن عليها، اطلب ملحقًا للوثيقة إلكترونيًا أو اتصل بنا.',
            ),
          },
        ],
      },
      {
        blockType: 'faq',
        header: t('Motor claims', 'مطالبات المركبات'),
        items: [
          {
            question: t(
              'What should I do straight after an accident?',
              'ماذا أفعل فور وقوع الحادث؟',
            ),
            answer: rich(
              'Make sure everyone is safe and call 997 if anyone is injured. Report the accident to Najm through its app or hotline, or call the traffic police on 993 where Najm does not operate. Take photos of the vehicles, plates and scene, and do not move the cars unless they block traffic and nobody is hurt.',
              'تأكد من سلامة الجميع، واتصل بالهلال الأحمر على 997 إذا أُصيب أحد. ثم أبلغ نجم عن الحادث عبر تطبيقها أو رقمها الموحد، أو اتصل بالمرور على 993 في المناطق التي لا تغطيها نجم. والتقط صورًا للمركبات ولوحاتها ولموقع الحادث، ولا تحرك السيارات إلا إذا كانت تعيق السير ولم يُصب أحد.',
            ),
          },
          {
            question: t(
              'The other driver was at fault. Who pays for my car?',
              'كان السائق الآخر هو المتسبب، فمن يدفع تكاليف إصلاح سيارتي؟',
            ),
            answer: rich(
              'The insurer of the driver at fault, under their third-party cover. Submit your claim to that insurer with the Najm report and your documents. If the other driver is insured with Rafeef, [submit the claim to us](/submit-claim).',
              'تدفعها شركة التأمين التي يتبع لها السائق المتسبب، بموجب تأمينه ضد الغير. قدّم مطالبتك إلى تلك الشركة مع تقرير نجم ومستنداتك، وإذا كان السائق الآخر مؤمَّنًا لدى رفيف، [فارفع المطالبة إلينا](/submit-claim).',
            ),
          },
          {
            question: t('How is liability decided?', 'كيف تُحدَّد المسؤولية عن الحادث؟'),
            answer: rich(
              'Najm, or the traffic police, sets a percentage of liability for each driver in the accident report, for example 100%, 75% or 50%. Each insurer pays the other party’s damage in proportion to its own driver’s share. If you disagree with the liability decision, you can object to Najm or the traffic police within the period stated in the report.',
              'تحدد نجم أو المرور في تقرير الحادث نسبة مسؤولية كل سائق، كأن تكون 100% أو 75% أو 50%، وتعوّض كل شركة تأمين الطرف الآخر بقدر نسبة مسؤولية السائق المؤمَّن لديها. وإذا لم تتفق مع تحديد المسؤولية، يمكنك الاعتراض لدى نجم أو المرور خلال المدة المحددة في التقرير.',
            ),
          },
          {
            question: t('How long will my claim take?', 'كم تستغرق تسوية مطالبتي؟'),
            answer: rich(
              'We settle motor claims within 15 working days of receiving all the required documents, and tell you in writing, once and in full, if anything is missing. You can follow every step on the [Claims Centre](/claims) page.',
              'نسوّي مطالبات المركبات خلال 15 يوم عمل من استلام جميع المستندات المطلوبة، ونبلغك كتابيًا بأي نقص فيها كاملًا ومرة واحدة. ويمكنك متابعة كل مرحلة عبر صفحة [مركز المطالبات](/claims).',
            ),
          },
          {
            question: t('Will my car be repaired at the agency?', 'هل تُصلَح سيارتي لدى الوكالة؟'),
            answer: rich(
              'Under Comprehensive Plus, cars up to 5 years old are repaired at the agency. Under Comprehensive, repairs are carried out at our approved workshops, which guarantee their work. Third-party claims are repaired at the agency or a workshop according to the age of the car and the assessment.',
              'في تغطية الشامل بلس تُصلَح السيارات التي لا يزيد عمرها على 5 سنوات لدى الوكالة، وفي التأمين الشامل يتم الإصلاح في ورشنا المعتمدة التي تضمن جودة أعمالها. أما مطالبات الطرف الثالث فيتم الإصلاح فيها لدى الوكالة أو الورشة بحسب عمر السيارة وتقدير الأضرار.',
            ),
          },
          {
            question: t(
              'What happens if my car is a total loss?',
              'ماذا يحدث إذا كانت سيارتي خسارة كلية؟',
            ),
            answer: rich(
              'If repairs would cost more than the car is worth, or a stolen car is not found, we pay the market value agreed in your policy, less depreciation and the deductible. The damaged car then becomes ours, and you transfer its ownership to us through Absher.',
              'إذا كانت تكلفة الإصلاح تتجاوز قيمة السيارة، أو سُرقت السيارة ولم يُعثر عليها، ندفع لك القيمة السوقية المتفق عليها في الوثيقة بعد خصم نسبة الاستهلاك ومبلغ التحمّل، وتؤول إلينا ملكية السيارة المتضررة، فتنقل ملكيتها إلينا عبر أبشر.',
            ),
          },
        ],
      },
      {
        blockType: 'faq',
        header: t('Medical insurance', 'التأمين الطبي'),
        items: [
          {
            question: t('How do I use my medical insurance?', 'كيف أستخدم تأميني الطبي؟'),
            answer: rich(
              'Go to any provider in your [medical network](/medical-network) and show your national ID or Iqama, or the digital card in the Rafeef app. The provider bills us directly, and you pay only your co-payment, if your plan has one.',
              'راجع أي مقدم خدمة ضمن [شبكتك الطبية](/medical-network)، وقدّم هويتك الوطنية أو إقامتك أو البطاقة الرقمية في تطبيق رفيف، فيرسل مقدم الخدمة الفاتورة إلينا مباشرة، ولا تدفع سوى نسبة التحمّل إن وُجدت في خطتك.',
            ),
          },
          {
            question: t('How can I check that I am insured?', 'كيف أتحقق من أنني مؤمَّن عليّ؟'),
            answer: rich(
              'Enter your ID or Iqama number in the insurance inquiry service on the Council of Health Insurance website, or check your cover in the Rafeef app. New members appear in the system within 24 hours of being added.',
              'أدخل رقم هويتك أو إقامتك في خدمة الاستعلام عن التأمين على موقع مجلس الضمان الصحي، أو اطّلع على تغطيتك في تطبيق رفيف. ويظهر المؤمَّن له الجديد في النظام خلال 24 ساعة من إضافته.',
            ),
          },
          {
            question: t('What is a co-payment?', 'ما نسبة التحمّل؟'),
            answer: rich(
              'It is the part of the cost of an outpatient visit that you pay yourself, set by your plan, for example 20% up to SAR 75 a visit on Essential plans. It does not apply to emergencies or hospital admission, and Gold and Platinum plans have no co-payment at hospitals.',
              'هي الجزء الذي تدفعه بنفسك من تكلفة زيارة العيادات الخارجية، وتحددها خطتك، كأن تكون 20% بحد أقصى 75 ريالًا للزيارة في الخطط الأساسية. ولا تنطبق على الحالات الطارئة أو التنويم، ولا نسبة تحمّل في المستشفيات ضمن الخطتين الذهبية والبلاتينية.',
            ),
          },
          {
            question: t(
              'Which treatments need prior approval?',
              'ما العلاجات التي تحتاج إلى موافقة مسبقة؟',
            ),
            answer: rich(
              'Hospital admission, surgery, MRI and CT scans, physiotherapy and some dental treatment. Your provider requests the approval electronically and we normally reply within 60 minutes. Emergencies never wait for approval.',
              'التنويم في المستشفى، والعمليات الجراحية، والرنين المغناطيسي والأشعة المقطعية، والعلاج الطبيعي، وبعض علاجات الأسنان. ويطلب مقدم الخدمة الموافقة إلكترونيًا، ونرد عادةً خلال 60 دقيقة، ولا تنتظر الحالات الطارئة أي موافقة.',
            ),
          },
          {
            question: t(
              'My Iqama renewal is held up because of medical insurance. What should I do?',
              'تعطل تجديد إقامتي بسبب التأمين الطبي، فماذا أفعل؟',
            ),
            answer: rich(
              'An Iqama can only be issued or renewed when valid medical insurance is linked to it. Ask your employer’s HR team to add you to the group policy or renew it; once we upload the policy, it is linked to your Iqama and Absher and Muqeem recognise it, usually within 24 hours.',
              'لا تصدر الإقامة ولا تُجدَّد إلا بوجود تأمين طبي ساري المفعول مرتبط بها. اطلب من إدارة الموارد البشرية لدى جهة عملك إضافتك إلى الوثيقة الجماعية أو تجديدها، وبعد رفعنا للوثيقة تُربط بإقامتك وتظهر في أبشر ومقيم، عادةً خلال 24 ساعة.',
            ),
          },
          {
            question: t(
              'What if I disagree with a medical decision?',
              'ماذا أفعل إذا لم أتفق مع قرار طبي؟',
            ),
            answer: rich(
              'Call our 24-hour medical line on 800 124 7333 and ask for a review; your doctor can send more medical information. If you are still not satisfied, [make a complaint](/complaints). Health insurance complaints can then be escalated to the Insurance Authority.',
              'اتصل بخطنا الطبي على مدار الساعة 800 124 7333 واطلب إعادة دراسة الطلب، ويمكن لطبيبك إرسال معلومات طبية إضافية. وإن لم تكن راضيًا بعد ذلك، [فقدّم شكوى](/complaints)، ويمكنك بعدها تصعيد شكاوى التأمين الصحي إلى هيئة التأمين.',
            ),
          },
        ],
      },
      {
        blockType: 'faq',
        header: t('Travel and visit visa insurance', 'تأمين السفر وتأمين تأشيرة الزيارة'),
        items: [
          {
            question: t(
              'Is your travel insurance accepted for Schengen visas?',
              'هل يُقبل تأمين السفر لديكم لتأشيرات شنغن؟',
            ),
            answer: rich(
              'Yes. It provides medical cover of at least EUR 30,000, valid in all Schengen states for the whole stay, and the certificate is issued instantly in English for your visa application.',
              'نعم، فهو يوفر تغطية طبية لا تقل عن 30,000 يورو، سارية في جميع دول شنغن طوال مدة الإقامة، وتصدر الشهادة فورًا باللغة الإنجليزية لإرفاقها بطلب التأشيرة.',
            ),
          },
          {
            question: t('I fell ill abroad. What should I do?', 'مرضت أثناء سفري، فماذا أفعل؟'),
            answer: rich(
              'Call our assistance line on +966 11 486 2000, available 24 hours a day, before you go to hospital, unless your life is in danger. We direct you to a hospital that bills us directly and arrange a guarantee of payment.',
              'اتصل بخط المساعدة لدينا على الرقم +966 11 486 2000 المتاح على مدار الساعة قبل التوجه إلى المستشفى، ما لم تكن حياتك في خطر، وسنوجهك إلى مستشفى يتعامل معنا بالفوترة المباشرة ونرتب خطاب ضمان الدفع.',
            ),
          },
          {
            question: t(
              'Who needs visit visa medical insurance?',
              'من يحتاج إلى التأمين الطبي لتأشيرة الزيارة؟',
            ),
            answer: rich(
              'Every holder of a family, personal or business visit visa, including children, needs medical insurance from an insurer qualified by the Council of Health Insurance for the whole stay. The visa cannot be issued or extended without it. [Buy it online](/visit-visa-travel-insurance) in a few minutes.',
              'يحتاج كل حامل لتأشيرة زيارة عائلية أو شخصية أو تأشيرة زيارة أعمال، بمن فيهم الأطفال، إلى تأمين طبي من شركة مؤهلة لدى مجلس الضمان الصحي طوال مدة إقامته، ولا تصدر التأشيرة ولا تُمدَّد دونه. [اشترِه إلكترونيًا](/visit-visa-travel-insurance) خلال دقائق.',
            ),
          },
          {
            question: t('How do I activate the policy?', 'كيف أفعّل الوثيقة؟'),
            answer: rich(
              'Once the visa is issued, [activate the policy](/activate-visa) with the policy number, visa number, passport number and date of entry. We link it to the visitor’s border number after arrival.',
              'بعد صدور التأشيرة، [فعّل الوثيقة](/activate-visa) برقم الوثيقة ورقم التأشيرة ورقم جواز السفر وتاريخ الدخول، وسنربطها برقم الحدود الخاص بالزائر بعد وصوله.',
            ),
          },
          {
            question: t('How do I extend the insurance?', 'كيف أمدد التأمين؟'),
            answer: rich(
              'Before the visa expires, [extend the insurance](/extend-insurance) for the new period. The extension appears in the system within minutes, and the host can then extend the visa through Absher.',
              'قبل انتهاء التأشيرة، [مدّد التأمين](/extend-insurance) للمدة الجديدة، ويظهر التمديد في النظام خلال دقائق، ثم يمكن للمستضيف تمديد التأشيرة عبر أبشر.',
            ),
          },
          {
            question: t(
              'The visitor did not travel. Can I get a refund?',
              'لم يسافر الزائر، فهل يمكنني استرداد القسط؟',
            ),
            answer: rich(
              'Yes, if the visitor did not enter the Kingdom or the visa was cancelled. [Request a cancellation](/cancel-insurance) with proof from the Ministry of Foreign Affairs platform, and we refund the premium within 14 working days.',
              'نعم، إذا لم يدخل الزائر المملكة أو أُلغيت التأشيرة. [اطلب إلغاء الوثيقة](/cancel-insurance) مع إثبات ذلك من منصة وزارة الخارجية، ونعيد إليك القسط خلال 14 يوم عمل.',
            ),
          },
        ],
      },
      {
        blockType: 'redirect_section',
        title: t('Still have a question?', 'لديك سؤال آخر؟'),
        description: t(
          'Our customer care team is here to help, and our claims and medical lines answer 24 hours a day on 800 124 7333.',
          'فريق خدمة العملاء في خدمتك، وخطوط المطالبات والخدمات الطبية متاحة على مدار الساعة عبر الرقم 800 124 7333.',
        ),
        button_text: t('Contact us', 'تواصل معنا'),
        button_url: '/contact-us',
      },
    ],
  }
}
