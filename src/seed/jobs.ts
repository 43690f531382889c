import { type Bilingual, t } from './bilingual'
import type { ImageKey } from './catalogue'

export type CountryCode = 'SA' | 'AE' | 'BH' | 'EG'

export const countries: { code: CountryCode; name: Bilingual<string> }[] = [
  { code: 'SA', name: t('Saudi Arabia', 'المملكة العربية السعودية') },
  { code: 'AE', name: t('United Arab Emirates', 'الإمارات العربية المتحدة') },
  { code: 'BH', name: t('Bahrain', 'البحرين') },
  { code: 'EG', name: t('Egypt', 'مصر') },
]

/** The cities the seeded jobs are in, each with its region. */
const places = {
  riyadh: { city: t('Riyadh', 'الرياض'), region: t('Riyadh Province', 'منطقة الرياض') },
  jeddah: { city: t('Jeddah', 'جدة'), region: t('Makkah Province', 'منطقة مكة المكرمة') },
  madinah: {
    city: t('Madinah', 'المدينة المنورة'),
    region: t('Madinah Province', 'منطقة المدينة المنورة'),
  },
  dubai: { city: t('Dubai', 'دبي'), region: t('Emirate of Dubai', 'إمارة دبي') },
  manama: { city: t('Manama', 'المنامة'), region: t('Capital Governorate', 'محافظة العاصمة') },
  cairo: { city: t('Cairo', 'القاهرة'), region: t('Cairo Governorate', 'محافظة القاهرة') },
} satisfies Record<string, { city: Bilingual<string>; region: Bilingual<string> }>

export type JobSeed = {
  title: Bilingual<string>
  /** The department. */
  sub_title: Bilingual<string>
  level: Bilingual<string>
  country: CountryCode
  place: (typeof places)[keyof typeof places]
  employment_type: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN'
  image?: ImageKey
  /** Paragraphs separated by an empty line. */
  description: Bilingual<string>
  tags: Bilingual<string>[]
  area_of_expertise: Bilingual<string>[]
}

export const jobs: JobSeed[] = [
  {
    title: t('Claims Adjuster – Motor', 'مسوّي مطالبات – المركبات'),
    sub_title: t('Motor Claims', 'مطالبات المركبات'),
    level: t('Mid-level', 'متوسط الخبرة'),
    country: 'SA',
    place: places.riyadh,
    employment_type: 'FULL_TIME',
    image: 'picMotor',
    description: t(
      [
        'Handle motor claims from first notification to settlement: review Najm and traffic police reports, inspect damaged vehicles with our approved workshops and agency service centres, and agree repair costs and total-loss values.',
        'Keep customers and third parties informed at every step, settle complete claims within the 15 working days the Insurance Authority allows, and flag suspicious claims to the Anti-Fraud Unit.',
        'You have a degree or diploma, at least three years in motor claims, loss adjusting or vehicle assessment, a valid Saudi driving licence and good Arabic and English.',
        'We offer medical cover for you and your family, a car allowance, an annual performance bonus and paid professional certification.',
      ].join('\n\n'),
      [
        'تولّي مطالبات المركبات من لحظة الإبلاغ حتى التسوية: مراجعة تقارير نجم والمرور، ومعاينة المركبات المتضررة مع الورش المعتمدة ومراكز خدمة الوكالات، والاتفاق على تكاليف الإصلاح وقيم الخسارة الكلية.',
        'إطلاع العملاء والأطراف الأخرى على سير المطالبة في كل مرحلة، وتسوية المطالبات المكتملة خلال 15 يوم عمل وفق ما تحدده هيئة التأمين، وإحالة المطالبات المشتبه بها إلى وحدة مكافحة الاحتيال.',
        'نطلب شهادة جامعية أو دبلومًا، وخبرة لا تقل عن ثلاث سنوات في مطالبات المركبات أو تقدير الخسائر أو تقييم الأضرار، ورخصة قيادة سعودية سارية، وإجادة العربية والإنجليزية.',
        'نقدم تأمينًا طبيًا لك ولأسرتك، وبدل سيارة، ومكافأة أداء سنوية، وتحمّل تكاليف الشهادات المهنية.',
      ].join('\n\n'),
    ),
    tags: [
      t('Claims', 'المطالبات'),
      t('Motor', 'المركبات'),
      t('Riyadh', 'الرياض'),
      t('Full time', 'دوام كامل'),
    ],
    area_of_expertise: [
      t('Damage assessment', 'تقييم الأضرار'),
      t('Claims settlement', 'تسوية المطالبات'),
      t('Customer service', 'خدمة العملاء'),
    ],
  },
  {
    title: t('Actuarial Analyst', 'محلل اكتواري'),
    sub_title: t('Actuarial and Risk Management', 'الإدارة الاكتوارية وإدارة المخاطر'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    place: places.riyadh,
    employment_type: 'FULL_TIME',
    image: 'picTradeCredit',
    description: t(
      [
        'Support pricing and reserving for our motor and medical portfolios: prepare and check data, run reserving models and explain the results to underwriting and finance.',
        'Prepare the quarterly IFRS 17 figures the appointed actuary reviews and the regulatory returns we file with the Insurance Authority.',
        'You have a degree in actuarial science, mathematics or statistics, have passed or are studying for recognised actuarial exams, and are confident with Excel and R or Python.',
        'We pay your exam fees and give you study leave, with mentoring from qualified actuaries, medical cover and an annual bonus.',
      ].join('\n\n'),
      [
        'دعم التسعير واحتساب الاحتياطيات لمحفظتي المركبات والتأمين الطبي: تجهيز البيانات والتحقق منها، وتشغيل نماذج الاحتياطيات، وشرح نتائجها لإدارتي الاكتتاب والمالية.',
        'إعداد أرقام المعيار الدولي IFRS 17 الربعية التي يراجعها الخبير الاكتواري المعيَّن، والتقارير الرقابية التي نرفعها إلى هيئة التأمين.',
        'نطلب شهادة جامعية في العلوم الاكتوارية أو الرياضيات أو الإحصاء، واجتياز عدد من الاختبارات الاكتوارية المعتمدة أو الاستعداد لها، وإتقان Excel ولغة R أو Python.',
        'نتحمل رسوم الاختبارات ونمنحك إجازة دراسية، مع إرشاد من اكتواريين مؤهلين، وتأمين طبي، ومكافأة سنوية.',
      ].join('\n\n'),
    ),
    tags: [
      t('Actuarial', 'اكتواري'),
      t('Data', 'البيانات'),
      t('Riyadh', 'الرياض'),
      t('Graduate friendly', 'مناسبة للخريجين'),
    ],
    area_of_expertise: [
      t('Reserving', 'الاحتياطيات'),
      t('Pricing', 'التسعير'),
      t('Statistics', 'الإحصاء'),
    ],
  },
  {
    title: t('Underwriter – Property & Engineering', 'مكتتب – الممتلكات والتأمين الهندسي'),
    sub_title: t('Corporate Underwriting', 'اكتتاب الشركات'),
    level: t('Senior', 'خبير'),
    country: 'SA',
    place: places.riyadh,
    employment_type: 'FULL_TIME',
    image: 'picEngineering',
    description: t(
      [
        "Underwrite property all risks, contractors' all risks, erection all risks and machinery breakdown for mid-size and large companies, within your delegated authority.",
        'Visit sites with our risk engineers, set terms, deductibles and risk-improvement requirements, and place the facultative reinsurance that larger risks need.',
        'You have at least six years in property or engineering underwriting in the GCC, a professional insurance qualification such as ACII, and an engineering degree is a plus.',
        'We offer a senior grade package with housing and transport allowances, medical cover for your family and a performance bonus.',
      ].join('\n\n'),
      [
        'الاكتتاب في تأمين الممتلكات ضد جميع الأخطار، وتأمين جميع أخطار المقاولين، وتأمين جميع أخطار التركيب، وتأمين تعطل الآلات للشركات المتوسطة والكبيرة، ضمن الصلاحيات الممنوحة لك.',
        'زيارة المواقع مع مهندسي المخاطر لدينا، وتحديد الشروط ومبالغ التحمل ومتطلبات تحسين المخاطر، وترتيب إعادة التأمين الاختياري للمخاطر الكبيرة.',
        'نطلب خبرة لا تقل عن ست سنوات في اكتتاب الممتلكات أو التأمين الهندسي في دول الخليج، وشهادة مهنية في التأمين مثل ACII، وتُعد الشهادة الهندسية ميزة إضافية.',
        'نقدم حزمة مزايا للمستوى القيادي تشمل بدلي السكن والنقل، وتأمينًا طبيًا لأسرتك، ومكافأة أداء.',
      ].join('\n\n'),
    ),
    tags: [
      t('Underwriting', 'الاكتتاب'),
      t('Engineering', 'هندسي'),
      t('Corporate', 'الشركات'),
      t('Riyadh', 'الرياض'),
    ],
    area_of_expertise: [
      t('Risk survey', 'معاينة المخاطر'),
      t('Property underwriting', 'اكتتاب الممتلكات'),
      t('Reinsurance', 'إعادة التأمين'),
    ],
  },
  {
    title: t('Customer Care Officer (Arabic speaker)', 'موظف خدمة عملاء (متحدث بالعربية)'),
    sub_title: t('Customer Experience', 'تجربة العملاء'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    place: places.jeddah,
    employment_type: 'FULL_TIME',
    image: 'picTeam',
    description: t(
      [
        'Answer customers on our toll-free line, by email, on WhatsApp and in our Jeddah branch: explain cover, issue and amend policies, and register claims and complaints.',
        'Follow every request until it is closed, record it accurately in our systems and meet our service targets for waiting time and first-contact resolution.',
        'You are a Saudi national, a native Arabic speaker with good English, hold at least a secondary school certificate or diploma and enjoy helping people. Insurance experience is a plus, not a requirement: we train you.',
        'We offer a full induction programme, a clear path to team leader, medical cover and shift allowances.',
      ].join('\n\n'),
      [
        'الرد على العملاء عبر الرقم المجاني والبريد الإلكتروني وواتساب وفي فرعنا بجدة: شرح التغطيات، وإصدار الوثائق وتعديلها، وتسجيل المطالبات والشكاوى.',
        'متابعة كل طلب حتى إغلاقه وتسجيله بدقة في أنظمتنا، وتحقيق مستهدفات الخدمة في مدة الانتظار وحل الطلب من التواصل الأول.',
        'نطلب أن تكون سعودي الجنسية، لغتك الأم العربية مع إجادة جيدة للإنجليزية، وتحمل الشهادة الثانوية أو الدبلوم على الأقل، وتحب مساعدة الناس. الخبرة في التأمين ميزة وليست شرطًا، فنحن نتولى تدريبك.',
        'نقدم برنامجًا تعريفيًا متكاملًا، ومسارًا واضحًا للترقي إلى قائد فريق، وتأمينًا طبيًا، وبدلات المناوبات.',
      ].join('\n\n'),
    ),
    tags: [
      t('Customer service', 'خدمة العملاء'),
      t('Saudi nationals', 'للسعوديين'),
      t('Jeddah', 'جدة'),
      t('Shifts', 'نظام مناوبات'),
    ],
    area_of_expertise: [t('Communication', 'التواصل'), t('Policy servicing', 'خدمة الوثائق')],
  },
  {
    title: t('Data Engineer', 'مهندس بيانات'),
    sub_title: t('Information Technology', 'تقنية المعلومات'),
    level: t('Mid-level', 'متوسط الخبرة'),
    country: 'AE',
    place: places.dubai,
    employment_type: 'FULL_TIME',
    image: 'picOffice',
    description: t(
      [
        'Build and run the pipelines that bring policy, claims and finance data into our data platform, and keep them tested, monitored and documented.',
        'Work with the actuarial and finance teams on the data behind IFRS 17 reporting, and with the business on the dashboards they use every day.',
        'You have three or more years with SQL, Python and a cloud data platform, experience with orchestration tools, and you care about data quality and privacy.',
        'You will join our regional technology hub in Dubai, with a tax-free salary, annual flight tickets, medical cover and a training budget.',
      ].join('\n\n'),
      [
        'بناء مسارات البيانات التي تنقل بيانات الوثائق والمطالبات والمالية إلى منصة البيانات وتشغيلها، مع اختبارها ومراقبتها وتوثيقها.',
        'العمل مع الفريقين الاكتواري والمالي على البيانات التي تقوم عليها تقارير المعيار الدولي IFRS 17، ومع الإدارات على لوحات المؤشرات التي تستخدمها يوميًا.',
        'نطلب خبرة لا تقل عن ثلاث سنوات في SQL وPython وإحدى منصات البيانات السحابية، وخبرة في أدوات جدولة المهام، واهتمامًا حقيقيًا بجودة البيانات وخصوصيتها.',
        'ستنضم إلى مركزنا التقني الإقليمي في دبي، براتب معفى من الضريبة، وتذاكر سفر سنوية، وتأمين طبي، وميزانية للتدريب.',
      ].join('\n\n'),
    ),
    tags: [t('Technology', 'التقنية'), t('Data', 'البيانات'), t('Dubai', 'دبي')],
    area_of_expertise: [
      t('Data pipelines', 'مسارات البيانات'),
      t('SQL', 'SQL'),
      t('Cloud platforms', 'المنصات السحابية'),
    ],
  },
  {
    title: t('Compliance Officer (AML)', 'مسؤول التزام (مكافحة غسل الأموال)'),
    sub_title: t('Compliance', 'الالتزام'),
    level: t('Senior', 'خبير'),
    country: 'SA',
    place: places.riyadh,
    employment_type: 'FULL_TIME',
    image: 'picLiability',
    description: t(
      [
        'Run our anti-money laundering and counter-terrorist financing controls: customer due diligence, sanctions screening and the review of unusual transactions such as early surrenders and large cash premiums.',
        "Report suspicious activity to the General Directorate of Financial Investigation, train staff and keep our policies in line with the Insurance Authority's rules.",
        'You have five years in compliance at a bank or insurer in Saudi Arabia and a recognised AML certification such as CAMS.',
        'We offer a competitive package with housing allowance, medical cover for your family and paid membership of professional bodies.',
      ].join('\n\n'),
      [
        'إدارة ضوابط مكافحة غسل الأموال وتمويل الإرهاب: العناية الواجبة بالعملاء، وفحص قوائم العقوبات، ومراجعة العمليات غير المعتادة كالاسترداد المبكر والأقساط النقدية الكبيرة.',
        'الإبلاغ عن العمليات المشتبه بها إلى الإدارة العامة للتحريات المالية، وتدريب الموظفين، ومواءمة سياساتنا مع قواعد هيئة التأمين.',
        'نطلب خبرة خمس سنوات في الالتزام لدى بنك أو شركة تأمين في المملكة، وشهادة معتمدة في مكافحة غسل الأموال مثل CAMS.',
        'نقدم حزمة تنافسية تشمل بدل السكن، وتأمينًا طبيًا لأسرتك، وتحمّل رسوم العضوية في الجهات المهنية.',
      ].join('\n\n'),
    ),
    tags: [t('Compliance', 'الالتزام'), t('AML', 'مكافحة غسل الأموال'), t('Riyadh', 'الرياض')],
    area_of_expertise: [
      t('Regulation', 'الأنظمة واللوائح'),
      t('Due diligence', 'العناية الواجبة'),
      t('Sanctions screening', 'فحص قوائم العقوبات'),
    ],
  },
  {
    title: t('Sales Manager – Corporate', 'مدير مبيعات – الشركات'),
    sub_title: t('Sales and Distribution', 'المبيعات والتوزيع'),
    level: t('Manager', 'مدير'),
    country: 'BH',
    place: places.manama,
    employment_type: 'FULL_TIME',
    image: 'picProperty',
    description: t(
      [
        'Lead our Manama office, which serves corporate clients with operations in Bahrain and the Eastern Province: win new accounts, renew existing ones and work closely with brokers.',
        'Manage a team of four account executives, agree yearly targets with them and coordinate with underwriting and claims to give clients one point of contact.',
        'You have eight years in corporate insurance sales in the GCC, strong relationships with brokers in Bahrain and the Eastern Province, and experience of leading a team.',
        'We offer a base salary with a sales commission, a company car, medical cover for your family and annual flight tickets.',
      ].join('\n\n'),
      [
        'قيادة مكتبنا في المنامة الذي يخدم عملاء الشركات العاملة في البحرين والمنطقة الشرقية: كسب عملاء جدد، وتجديد وثائق العملاء الحاليين، والعمل عن قرب مع الوسطاء.',
        'إدارة فريق من أربعة مسؤولي حسابات والاتفاق معهم على الأهداف السنوية، والتنسيق مع إدارتي الاكتتاب والمطالبات ليكون للعميل جهة تواصل واحدة.',
        'نطلب خبرة ثماني سنوات في مبيعات تأمين الشركات في دول الخليج، وعلاقات قوية بالوسطاء في البحرين والمنطقة الشرقية، وخبرة في قيادة الفرق.',
        'نقدم راتبًا أساسيًا مع عمولة مبيعات، وسيارة من الشركة، وتأمينًا طبيًا لأسرتك، وتذاكر سفر سنوية.',
      ].join('\n\n'),
    ),
    tags: [
      t('Sales', 'المبيعات'),
      t('Corporate', 'الشركات'),
      t('Manama', 'المنامة'),
      t('Leadership', 'قيادة'),
    ],
    area_of_expertise: [
      t('Broker relations', 'العلاقة مع الوسطاء'),
      t('Team leadership', 'قيادة الفرق'),
      t('Account management', 'إدارة الحسابات'),
    ],
  },
  {
    title: t('Medical Claims Reviewer', 'مراجع مطالبات طبية'),
    sub_title: t('Medical Claims', 'المطالبات الطبية'),
    level: t('Mid-level', 'متوسط الخبرة'),
    country: 'SA',
    place: places.jeddah,
    employment_type: 'FULL_TIME',
    image: 'picMedical',
    description: t(
      [
        'Review pre-approval requests and medical claims from our provider network against the policy and the unified health insurance policy of the Council of Health Insurance.',
        "Check coding and medical necessity, spot duplicate or unjustified billing and discuss it with providers, and answer members' questions about approvals.",
        'You are a physician, pharmacist or nurse licensed by the Saudi Commission for Health Specialties, with two years in medical claims, utilisation review or hospital billing.',
        'We offer flexible working hours, medical cover for your family, an annual bonus and support for your continuing medical education hours.',
      ].join('\n\n'),
      [
        'مراجعة طلبات الموافقة المسبقة والمطالبات الطبية الواردة من شبكة مقدمي الخدمة وفق الوثيقة ووثيقة الضمان الصحي الموحدة الصادرة عن مجلس الضمان الصحي.',
        'التحقق من الترميز الطبي والضرورة العلاجية، ورصد الفواتير المكررة أو غير المبررة ومناقشتها مع مقدمي الخدمة، والرد على استفسارات المؤمَّن لهم عن الموافقات.',
        'نطلب أن تكون طبيبًا أو صيدليًا أو ممرضًا مرخّصًا من الهيئة السعودية للتخصصات الصحية، مع خبرة سنتين في المطالبات الطبية أو مراجعة الاستخدام أو الفوترة في المستشفيات.',
        'نقدم ساعات عمل مرنة، وتأمينًا طبيًا لأسرتك، ومكافأة سنوية، ودعمًا لساعات التعليم الطبي المستمر.',
      ].join('\n\n'),
    ),
    tags: [t('Medical', 'طبي'), t('Claims', 'المطالبات'), t('Jeddah', 'جدة')],
    area_of_expertise: [
      t('Medical coding', 'الترميز الطبي'),
      t('Pre-approvals', 'الموافقات المسبقة'),
      t('Provider billing', 'فوترة مقدمي الخدمة'),
    ],
  },
  {
    title: t('IT Security Analyst', 'محلل أمن المعلومات'),
    sub_title: t('Information Security', 'أمن المعلومات'),
    level: t('Mid-level', 'متوسط الخبرة'),
    country: 'EG',
    place: places.cairo,
    employment_type: 'CONTRACTOR',
    image: 'picOffice',
    description: t(
      [
        'Monitor our systems for threats from our shared services centre in Cairo, investigate alerts and lead the response to incidents with our managed security provider.',
        'Review access rights, run vulnerability scans and penetration-test follow-ups, and track fixes to closure with the system owners.',
        'You have three years in a security operations role, a certification such as Security+ or CEH, and you know the cyber security frameworks of the Saudi Central Bank and the National Cybersecurity Authority.',
        'We offer a competitive salary, private medical cover, paid certifications and a hybrid working week.',
      ].join('\n\n'),
      [
        'مراقبة أنظمتنا لرصد التهديدات من مركز الخدمات المشتركة في القاهرة، والتحقق من التنبيهات، وقيادة الاستجابة للحوادث مع مزوّد الخدمات الأمنية.',
        'مراجعة صلاحيات الوصول، وإجراء فحوص الثغرات ومتابعة نتائج اختبارات الاختراق، ومتابعة معالجتها مع مالكي الأنظمة حتى إغلاقها.',
        'نطلب خبرة ثلاث سنوات في مركز عمليات أمنية، وشهادة مثل Security+ أو CEH، ومعرفة بأطر الأمن السيبراني الصادرة عن البنك المركزي السعودي والهيئة الوطنية للأمن السيبراني.',
        'نقدم راتبًا تنافسيًا، وتأمينًا طبيًا خاصًا، وتحمّل تكاليف الشهادات المهنية، ونظام عمل هجينًا.',
      ].join('\n\n'),
    ),
    tags: [
      t('Cyber security', 'الأمن السيبراني'),
      t('Technology', 'التقنية'),
      t('Cairo', 'القاهرة'),
      t('Hybrid', 'عمل هجين'),
    ],
    area_of_expertise: [
      t('Incident response', 'الاستجابة للحوادث'),
      t('Vulnerability management', 'إدارة الثغرات'),
    ],
  },
  {
    title: t('Reinsurance Specialist', 'أخصائي إعادة التأمين'),
    sub_title: t('Reinsurance', 'إعادة التأمين'),
    level: t('Senior', 'خبير'),
    country: 'AE',
    place: places.dubai,
    employment_type: 'FULL_TIME',
    image: 'picMarine',
    description: t(
      [
        'Manage our treaty and facultative reinsurance from our Dubai office: prepare renewal submissions, keep accounts with reinsurers and collect recoveries on large claims.',
        'Advise underwriters on capacity and terms for risks beyond our retention, and report on the security and concentration of our reinsurance panel.',
        'You have five years in reinsurance at an insurer or broker in the region, a good command of treaty wordings and excellent Excel skills.',
        'We offer a tax-free package with housing allowance, annual flight tickets, family medical cover and a performance bonus.',
      ].join('\n\n'),
      [
        'إدارة اتفاقيات إعادة التأمين وإعادة التأمين الاختياري من مكتبنا في دبي: إعداد ملفات التجديد، ومسك الحسابات مع معيدي التأمين، وتحصيل المستردات في المطالبات الكبيرة.',
        'تقديم المشورة للمكتتبين في الطاقة الاستيعابية والشروط للمخاطر التي تتجاوز حد الاحتفاظ، وإعداد التقارير عن الملاءة المالية لمعيدي التأمين وتركّز المخاطر لديهم.',
        'نطلب خبرة خمس سنوات في إعادة التأمين لدى شركة تأمين أو وسيط في المنطقة، وإلمامًا جيدًا بصيغ الاتفاقيات، ومهارة عالية في Excel.',
        'نقدم حزمة معفاة من الضريبة تشمل بدل السكن، وتذاكر سفر سنوية، وتأمينًا طبيًا لأسرتك، ومكافأة أداء.',
      ].join('\n\n'),
    ),
    tags: [t('Reinsurance', 'إعادة التأمين'), t('Dubai', 'دبي'), t('Full time', 'دوام كامل')],
    area_of_expertise: [
      t('Treaty renewals', 'تجديد الاتفاقيات'),
      t('Claims recoveries', 'مستردات المطالبات'),
    ],
  },
  {
    title: t('Graduate Trainee', 'متدرب – برنامج الخريجين'),
    sub_title: t('Human Resources', 'الموارد البشرية'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    place: places.riyadh,
    employment_type: 'FULL_TIME',
    image: 'picTeam',
    description: t(
      [
        'A paid 12-month programme for recent Saudi graduates, starting in September: four rotations of three months through underwriting, claims, finance and customer experience.',
        'Each trainee has a mentor, a personal training plan and a final project presented to the executive team, with the chance of a permanent role at the end.',
        'You graduated in the last two years in business, finance, actuarial science, engineering or computer science, with a GPA of at least 3.5 out of 5 or 2.8 out of 4, and speak good English.',
        'We offer a monthly salary, medical cover, the insurance certificates the Insurance Authority requires, and a place in our next generation of leaders.',
      ].join('\n\n'),
      [
        'برنامج مدفوع الأجر مدته 12 شهرًا لحديثي التخرج من السعوديين، يبدأ في سبتمبر: أربع جولات تدريبية مدة كل منها ثلاثة أشهر في الاكتتاب والمطالبات والمالية وتجربة العملاء.',
        'لكل متدرب مرشد وخطة تدريب خاصة ومشروع ختامي يعرضه على الإدارة التنفيذية، مع فرصة التعيين الدائم عند نهاية البرنامج.',
        'نطلب أن تكون قد تخرجت خلال العامين الماضيين في إدارة الأعمال أو المالية أو العلوم الاكتوارية أو الهندسة أو علوم الحاسب، بمعدل لا يقل عن 3.5 من 5 أو 2.8 من 4، مع إجادة جيدة للإنجليزية.',
        'نقدم راتبًا شهريًا، وتأمينًا طبيًا، وشهادات التأمين التي تشترطها هيئة التأمين، ومكانًا بين جيلنا القادم من القادة.',
      ].join('\n\n'),
    ),
    tags: [
      t('Graduates', 'الخريجون'),
      t('Saudi nationals', 'للسعوديين'),
      t('Training', 'التدريب'),
      t('Riyadh', 'الرياض'),
    ],
    area_of_expertise: [
      t('Insurance basics', 'أساسيات التأمين'),
      t('Business analysis', 'تحليل الأعمال'),
    ],
  },
  {
    title: t('Branch Manager – Madinah', 'مدير فرع – المدينة المنورة'),
    sub_title: t('Retail Sales and Branches', 'مبيعات الأفراد والفروع'),
    level: t('Manager', 'مدير'),
    country: 'SA',
    place: places.madinah,
    employment_type: 'FULL_TIME',
    image: 'picFamily',
    description: t(
      [
        'Run our Madinah branch: lead a team of eight sales and service staff, grow motor, medical and visit visa business, and make sure every customer leaves with an answer.',
        "Build partnerships with car dealers, Hajj and Umrah service companies and local employers, and meet the branch's sales, service and compliance targets.",
        'You are a Saudi national with seven years in retail insurance or banking, at least three of them leading a team, and you know the Madinah market well.',
        "We offer a manager's package with housing and car allowances, a quarterly incentive, family medical cover and leadership training.",
      ].join('\n\n'),
      [
        'إدارة فرعنا في المدينة المنورة: قيادة فريق من ثمانية موظفين في المبيعات والخدمة، وتنمية أعمال تأمين المركبات والتأمين الطبي وتأمين تأشيرة الزيارة، والتأكد من أن كل عميل يغادر وقد حصل على إجابة.',
        'بناء شراكات مع وكلاء السيارات وشركات خدمات الحج والعمرة وأصحاب العمل في المنطقة، وتحقيق مستهدفات الفرع في المبيعات والخدمة والالتزام.',
        'نطلب أن تكون سعودي الجنسية، بخبرة سبع سنوات في تأمين الأفراد أو الخدمات المصرفية، منها ثلاث سنوات على الأقل في قيادة الفرق، مع معرفة جيدة بسوق المدينة المنورة.',
        'نقدم حزمة مزايا إدارية تشمل بدلي السكن والسيارة، وحوافز ربعية، وتأمينًا طبيًا لأسرتك، وبرامج تدريب قيادي.',
      ].join('\n\n'),
    ),
    tags: [
      t('Branch management', 'إدارة الفروع'),
      t('Retail', 'الأفراد'),
      t('Madinah', 'المدينة المنورة'),
      t('Saudi nationals', 'للسعوديين'),
    ],
    area_of_expertise: [
      t('Team leadership', 'قيادة الفرق'),
      t('Retail sales', 'مبيعات الأفراد'),
      t('Partnerships', 'الشراكات'),
    ],
  },
]
