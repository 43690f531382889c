import { type Bilingual, t } from './bilingual'
import type { ImageKey } from './catalogue'

export type CountryCode = 'SA' | 'AE' | 'BH' | 'EG'

export const countries: { code: CountryCode; name: Bilingual<string> }[] = [
  { code: 'SA', name: t('Saudi Arabia', 'المملكة العربية السعودية') },
  { code: 'AE', name: t('United Arab Emirates', 'الإمارات العربية المتحدة') },
  { code: 'BH', name: t('Bahrain', 'البحرين') },
  { code: 'EG', name: t('Egypt', 'مصر') },
]

export type JobSeed = {
  title: Bilingual<string>
  /** The department. */
  sub_title: Bilingual<string>
  level: Bilingual<string>
  country: CountryCode
  image?: ImageKey
  /** Paragraphs separated by an empty line. */
  description: Bilingual<string>
  tags: Bilingual<string>[]
  area_of_expertise: Bilingual<string>[]
}

export const jobs: JobSeed[] = [
  {
    title: t('Motor Claims Adjuster', 'مسوّي مطالبات المركبات'),
    sub_title: t('Claims', 'إدارة المطالبات'),
    level: t('Mid-level', 'مستوى متوسط'),
    country: 'SA',
    image: 'picMotor',
    description: t(
      'Assess motor claims from first notification to settlement: review accident reports, inspect damaged vehicles with our approved workshops and agree repair costs.\n\nKeep customers informed at every step and settle complete claims within the time the Insurance Authority sets.\n\nYou have a degree or diploma, at least three years in motor claims or vehicle assessment, and a valid Saudi driving licence.\n\nWe offer medical cover for you and your family, an annual bonus and paid professional certification.',
      'تقييم مطالبات المركبات من لحظة الإبلاغ حتى التسوية: مراجعة تقارير الحوادث، ومعاينة المركبات المتضررة مع الورش المعتمدة لدينا، والاتفاق على تكاليف الإصلاح.\n\nإطلاع العملاء على سير مطالباتهم في كل مرحلة، وتسوية المطالبات المكتملة ضمن المدة التي تحددها هيئة التأمين.\n\nنطلب شهادة جامعية أو دبلومًا، وخبرة لا تقل عن ثلاث سنوات في مطالبات المركبات أو تقييم الأضرار، ورخصة قيادة سعودية سارية.\n\nنقدم تأمينًا طبيًا لك ولأسرتك، ومكافأة سنوية، وتحمّل تكاليف الشهادات المهنية.',
    ),
    tags: [t('Claims', 'المطالبات'), t('Motor', 'المركبات'), t('Full time', 'دوام كامل')],
    area_of_expertise: [t('Damage assessment', 'تقييم الأضرار'), t('Customer service', 'خدمة العملاء')],
  },
  {
    title: t('Actuarial Analyst', 'محلل اكتواري'),
    sub_title: t('Actuarial and Risk', 'الإدارة الاكتوارية والمخاطر'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    image: 'picTradeCredit',
    description: t(
      'Support pricing and reserving for motor and medical portfolios: prepare data, run reserving models and explain the results to underwriting.\n\nPrepare the quarterly figures the appointed actuary reviews and the regulatory reports we file.\n\nYou have a degree in actuarial science, mathematics or statistics, progress towards a recognised actuarial qualification, and good skills in Excel and R or Python.',
      'دعم التسعير واحتساب الاحتياطيات لمحفظتي المركبات والتأمين الطبي: تجهيز البيانات وتشغيل نماذج الاحتياطيات وشرح نتائجها لإدارة الاكتتاب.\n\nإعداد الأرقام الربعية التي يراجعها الخبير الاكتواري المعيَّن والتقارير الرقابية التي نرفعها.\n\nنطلب شهادة جامعية في العلوم الاكتوارية أو الرياضيات أو الإحصاء، والتقدم في إحدى الشهادات الاكتوارية المعتمدة، وإتقان Excel ولغة R أو Python.',
    ),
    tags: [t('Actuarial', 'اكتواري'), t('Data', 'بيانات'), t('Graduate friendly', 'مناسبة للخريجين')],
    area_of_expertise: [t('Reserving', 'الاحتياطيات'), t('Pricing', 'التسعير'), t('Statistics', 'الإحصاء')],
  },
  {
    title: t('Property and Engineering Underwriter', 'مكتتب تأمين الممتلكات والتأمين الهندسي'),
    sub_title: t('Corporate Underwriting', 'اكتتاب الشركات'),
    level: t('Senior', 'أول'),
    country: 'SA',
    image: 'picEngineering',
    description: t(
      'Underwrite property all risks, contractors\' all risks and machinery breakdown for mid-size and large companies, within the authority delegated to you.\n\nVisit risks with our engineers, set terms and deductibles, and place the facultative reinsurance larger risks need.\n\nYou have at least six years in property or engineering underwriting in the GCC and a professional insurance qualification.',
      'الاكتتاب في تأمين الممتلكات ضد جميع الأخطار وتأمين جميع أخطار المقاولين وتعطل الآلات للشركات المتوسطة والكبيرة، ضمن الصلاحيات الممنوحة لك.\n\nمعاينة المخاطر مع مهندسينا، وتحديد الشروط ومبالغ التحمل، وترتيب إعادة التأمين الاختياري للمخاطر الكبيرة.\n\nنطلب خبرة لا تقل عن ست سنوات في اكتتاب الممتلكات أو التأمين الهندسي في دول الخليج، وشهادة مهنية في التأمين.',
    ),
    tags: [t('Underwriting', 'الاكتتاب'), t('Engineering', 'هندسي'), t('Corporate', 'الشركات')],
    area_of_expertise: [t('Risk survey', 'معاينة المخاطر'), t('Reinsurance', 'إعادة التأمين')],
  },
  {
    title: t('Customer Care Officer', 'موظف خدمة العملاء'),
    sub_title: t('Customer Experience', 'تجربة العملاء'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    image: 'picTeam',
    description: t(
      'Answer customers on the phone, by email and in our Riyadh branch: explain cover, issue and amend policies, and register claims and complaints.\n\nFollow every request until it is closed and record it accurately in our systems.\n\nYou are a Saudi national, speak Arabic and English well, and enjoy helping people. Insurance experience is a plus, not a requirement: we train you.',
      'الرد على العملاء هاتفيًا وعبر البريد الإلكتروني وفي فرعنا بالرياض: شرح التغطيات، وإصدار الوثائق وتعديلها، وتسجيل المطالبات والشكاوى.\n\nمتابعة كل طلب حتى إغلاقه وتسجيله بدقة في أنظمتنا.\n\nنطلب أن تكون سعودي الجنسية، تجيد العربية والإنجليزية، وتحب مساعدة الناس. الخبرة في التأمين ميزة وليست شرطًا، فنحن نتولى تدريبك.',
    ),
    tags: [t('Customer service', 'خدمة العملاء'), t('Saudi nationals', 'للسعوديين'), t('Full time', 'دوام كامل')],
    area_of_expertise: [t('Communication', 'التواصل'), t('Policy servicing', 'خدمة الوثائق')],
  },
  {
    title: t('Data Engineer', 'مهندس بيانات'),
    sub_title: t('Information Technology', 'تقنية المعلومات'),
    level: t('Mid-level', 'مستوى متوسط'),
    country: 'AE',
    image: 'picOffice',
    description: t(
      'Build and run the pipelines that bring policy, claims and finance data into our data platform, and keep them tested and documented.\n\nWork with actuarial and finance teams on the data behind IFRS 17 reporting.\n\nYou have three or more years with SQL, Python and a cloud data platform, and you care about data quality.',
      'بناء مسارات البيانات التي تنقل بيانات الوثائق والمطالبات والمالية إلى منصة البيانات وتشغيلها، مع اختبارها وتوثيقها.\n\nالعمل مع الفريقين الاكتواري والمالي على البيانات التي تقوم عليها تقارير المعيار الدولي IFRS 17.\n\nنطلب خبرة لا تقل عن ثلاث سنوات في SQL وPython وإحدى منصات البيانات السحابية، مع اهتمام حقيقي بجودة البيانات.',
    ),
    tags: [t('Technology', 'التقنية'), t('Data', 'بيانات'), t('Dubai', 'دبي')],
    area_of_expertise: [t('Data pipelines', 'مسارات البيانات'), t('SQL', 'SQL'), t('Cloud', 'الحوسبة السحابية')],
  },
  {
    title: t('Compliance Officer (AML)', 'مسؤول الالتزام (مكافحة غسل الأموال)'),
    sub_title: t('Compliance', 'الالتزام'),
    level: t('Senior', 'أول'),
    country: 'SA',
    image: 'picLiability',
    description: t(
      'Run our anti-money laundering and counter-terrorist financing controls: customer due diligence, screening and the review of unusual transactions.\n\nReport suspicious activity to the authorities, train staff and keep our policies in line with the Insurance Authority\'s rules.\n\nYou have five years in compliance at a bank or insurer in Saudi Arabia and a recognised AML certification.',
      'إدارة ضوابط مكافحة غسل الأموال وتمويل الإرهاب لدينا: العناية الواجبة بالعملاء، والفحص، ومراجعة العمليات غير المعتادة.\n\nالإبلاغ عن الاشتباه إلى الجهات المختصة، وتدريب الموظفين، ومواءمة سياساتنا مع قواعد هيئة التأمين.\n\nنطلب خبرة خمس سنوات في الالتزام لدى بنك أو شركة تأمين في المملكة، وشهادة معتمدة في مكافحة غسل الأموال.',
    ),
    tags: [t('Compliance', 'الالتزام'), t('AML', 'مكافحة غسل الأموال')],
    area_of_expertise: [t('Regulation', 'الأنظمة واللوائح'), t('Due diligence', 'العناية الواجبة')],
  },
  {
    title: t('Corporate Sales Manager', 'مدير مبيعات الشركات'),
    sub_title: t('Sales and Distribution', 'المبيعات والتوزيع'),
    level: t('Manager', 'مدير'),
    country: 'BH',
    image: 'picProperty',
    description: t(
      'Grow our corporate business in Bahrain and the Eastern Province: win new accounts, renew existing ones and work closely with brokers.\n\nLead a team of four account executives and agree yearly targets with them.\n\nYou have eight years in corporate insurance sales in the GCC and strong relationships with local brokers.',
      'تنمية أعمال الشركات في البحرين والمنطقة الشرقية: كسب عملاء جدد، وتجديد وثائق العملاء الحاليين، والعمل عن قرب مع الوسطاء.\n\nقيادة فريق من أربعة مسؤولي حسابات والاتفاق معهم على الأهداف السنوية.\n\nنطلب خبرة ثماني سنوات في مبيعات تأمين الشركات في دول الخليج، وعلاقات قوية بالوسطاء المحليين.',
    ),
    tags: [t('Sales', 'المبيعات'), t('Corporate', 'الشركات'), t('Manama', 'المنامة')],
    area_of_expertise: [t('Broker relations', 'العلاقة مع الوسطاء'), t('Team leadership', 'قيادة الفرق')],
  },
  {
    title: t('Medical Claims Reviewer', 'مراجع المطالبات الطبية'),
    sub_title: t('Medical Claims', 'المطالبات الطبية'),
    level: t('Mid-level', 'مستوى متوسط'),
    country: 'SA',
    image: 'picMedical',
    description: t(
      'Review pre-approval requests and medical claims from our provider network against the policy and the Council of Health Insurance unified policy.\n\nSpot duplicate or unjustified billing and discuss it with providers.\n\nYou are a licensed physician, pharmacist or nurse with two years in medical claims or utilisation review.',
      'مراجعة طلبات الموافقة المسبقة والمطالبات الطبية الواردة من شبكة مقدمي الخدمة وفق الوثيقة والوثيقة الموحدة لمجلس الضمان الصحي.\n\nرصد الفواتير المكررة أو غير المبررة ومناقشتها مع مقدمي الخدمة.\n\nنطلب أن تكون طبيبًا أو صيدليًا أو ممرضًا مرخّصًا، مع خبرة سنتين في المطالبات الطبية أو مراجعة الاستخدام.',
    ),
    tags: [t('Medical', 'طبي'), t('Claims', 'المطالبات'), t('Jeddah', 'جدة')],
    area_of_expertise: [t('Medical coding', 'الترميز الطبي'), t('Pre-approvals', 'الموافقات المسبقة')],
  },
  {
    title: t('IT Security Analyst', 'محلل أمن المعلومات'),
    sub_title: t('Information Security', 'أمن المعلومات'),
    level: t('Mid-level', 'مستوى متوسط'),
    country: 'EG',
    image: 'picOffice',
    description: t(
      'Monitor our systems for threats, investigate alerts and lead the response to incidents with our managed security provider.\n\nReview access rights, run vulnerability scans and track fixes to closure.\n\nYou have three years in a security operations role and know the SAMA and NCA cyber security frameworks.',
      'مراقبة أنظمتنا لرصد التهديدات، والتحقق من التنبيهات، وقيادة الاستجابة للحوادث مع مزوّد الخدمات الأمنية.\n\nمراجعة صلاحيات الوصول، وإجراء فحوص الثغرات، ومتابعة معالجتها حتى إغلاقها.\n\nنطلب خبرة ثلاث سنوات في مركز عمليات أمنية، ومعرفة بأطر الأمن السيبراني الصادرة عن البنك المركزي السعودي والهيئة الوطنية للأمن السيبراني.',
    ),
    tags: [t('Security', 'الأمن السيبراني'), t('Technology', 'التقنية'), t('Cairo', 'القاهرة')],
    area_of_expertise: [t('Incident response', 'الاستجابة للحوادث'), t('Vulnerability management', 'إدارة الثغرات')],
  },
  {
    title: t('Reinsurance Specialist', 'أخصائي إعادة التأمين'),
    sub_title: t('Reinsurance', 'إعادة التأمين'),
    level: t('Senior', 'أول'),
    country: 'AE',
    image: 'picMarine',
    description: t(
      'Manage our treaty and facultative reinsurance: prepare renewal submissions, keep accounts with reinsurers and collect recoveries on large claims.\n\nAdvise underwriters on capacity and terms for risks beyond our retention.\n\nYou have five years in reinsurance at an insurer or broker and a good command of treaty wordings.',
      'إدارة اتفاقيات إعادة التأمين وإعادة التأمين الاختياري: إعداد ملفات التجديد، ومسك الحسابات مع معيدي التأمين، وتحصيل المستردات في المطالبات الكبيرة.\n\nتقديم المشورة للمكتتبين في الطاقة الاستيعابية والشروط للمخاطر التي تتجاوز حد الاحتفاظ.\n\nنطلب خبرة خمس سنوات في إعادة التأمين لدى شركة تأمين أو وسيط، وإلمامًا جيدًا بصيغ الاتفاقيات.',
    ),
    tags: [t('Reinsurance', 'إعادة التأمين'), t('Dubai', 'دبي')],
    area_of_expertise: [t('Treaty renewals', 'تجديد الاتفاقيات'), t('Claims recoveries', 'مستردات المطالبات')],
  },
  {
    title: t('Graduate Trainee Programme', 'برنامج تدريب الخريجين'),
    sub_title: t('Human Resources', 'الموارد البشرية'),
    level: t('Entry', 'مبتدئ'),
    country: 'SA',
    image: 'picTeam',
    description: t(
      'A 12-month paid programme for recent Saudi graduates: four rotations through underwriting, claims, finance and customer experience.\n\nEach trainee has a mentor, a formal training plan and the chance of a permanent role at the end.\n\nYou graduated in the last two years in business, finance, engineering or computer science, with a GPA of at least 3.5 out of 5.',
      'برنامج مدفوع مدته 12 شهرًا لحديثي التخرج من السعوديين: أربع جولات تدريبية في الاكتتاب والمطالبات والمالية وتجربة العملاء.\n\nلكل متدرب مرشد وخطة تدريب معتمدة وفرصة للتعيين الدائم في نهاية البرنامج.\n\nنطلب أن تكون قد تخرجت خلال العامين الماضيين في إدارة الأعمال أو المالية أو الهندسة أو علوم الحاسب، بمعدل لا يقل عن 3.5 من 5.',
    ),
    tags: [t('Graduates', 'الخريجون'), t('Saudi nationals', 'للسعوديين'), t('Training', 'التدريب')],
    area_of_expertise: [t('Insurance basics', 'أساسيات التأمين'), t('Rotations', 'الجولات التدريبية')],
  },
]
