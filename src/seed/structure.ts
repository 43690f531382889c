import { type Bilingual, t } from './bilingual'

/** Page groups (side menus) and the header menu are built from the same lists. */
type Entry = { name: string; label: Bilingual<string> }

export const groups: { title: Bilingual<string>; pages: Entry[] }[] = [
  {
    title: t('About', 'من نحن'),
    pages: [
      { name: 'who-we-are', label: t('Who We Are', 'من نحن') },
      { name: 'financial-performance', label: t('Financial Performance', 'الأداء المالي') },
      { name: 'reach-us', label: t('Reach Us', 'تواصل معنا') },
      { name: 'board-director', label: t('Board of Directors', 'مجلس الإدارة') },
    ],
  },
  {
    title: t('Individual Products', 'منتجات الأفراد'),
    pages: [
      { name: 'motor-insurance', label: t('Motor Insurance', 'تأمين المركبات') },
      { name: 'travel-insurance', label: t('Travel Insurance', 'تأمين السفر') },
      { name: 'waad-alAjyal-gold', label: t('Waad Al Ajyal Gold', 'وعد الأجيال الذهبي') },
      { name: 'waad-isteqrar-gold', label: t('Waad Isteqrar Gold', 'وعد استقرار الذهبي') },
      { name: 'waad-ousra', label: t('Waad Ousra', 'وعد أسرة') },
      {
        name: 'visit-visa-travel-insurance',
        label: t('Visit Visa Insurance', 'تأمين تأشيرة الزيارة'),
      },
    ],
  },
  {
    title: t('Corporate Products', 'منتجات الشركات'),
    pages: [
      { name: 'marine-insurance', label: t('Marine Insurance', 'التأمين البحري') },
      { name: 'health-insurance', label: t('Health Insurance', 'التأمين الصحي') },
      { name: 'liability-insurance', label: t('Liability Insurance', 'تأمين المسؤولية') },
      { name: 'engineering-insurance', label: t('Engineering Insurance', 'التأمين الهندسي') },
      {
        name: 'pecuniary-insurance',
        label: t('Pecuniary Insurance', 'التأمين ضد الخسائر المالية'),
      },
      { name: 'property-casualty', label: t('Property & Casualty', 'تأمين الممتلكات والحوادث') },
      {
        name: 'trade-credit-insurance',
        label: t('Trade Credit Insurance', 'تأمين الائتمان التجاري'),
      },
    ],
  },
  {
    title: t('Customer Service', 'خدمة العملاء'),
    pages: [
      { name: 'claims', label: t('Claims', 'المطالبات') },
      { name: 'complaints', label: t('Complaints', 'الشكاوى') },
      { name: 'medical-network', label: t('Medical Network', 'الشبكة الطبية') },
      { name: 'contact-us', label: t('Contact Us', 'اتصل بنا') },
      { name: 'surplus-distribution', label: t('Surplus Distribution', 'توزيع الفائض') },
    ],
  },
]

const group = (title: string) => groups.find((g) => g.title.en === title)!

const menuPages = (title: string) =>
  group(title).pages.map((p) => ({ title: p.label, link: p.name }))

/** The navigation of spec §2.2. A menu item without a link goes home. */
export const headerSeed = {
  ctaButton: { label: t('Get a Quote', 'اطلب عرض سعر'), link: 'get-a-quote' },
  items: [
    { title: t('Home', 'الرئيسية'), link: null, pages: [] },
    { title: t('About', 'من نحن'), link: null, pages: menuPages('About') },
    {
      title: t('Individual Products', 'منتجات الأفراد'),
      link: null,
      pages: menuPages('Individual Products'),
    },
    {
      title: t('Corporate Products', 'منتجات الشركات'),
      link: null,
      pages: menuPages('Corporate Products'),
    },
    {
      title: t('Customer Service', 'خدمة العملاء'),
      link: null,
      pages: menuPages('Customer Service'),
    },
    { title: t('Careers', 'الوظائف'), link: 'careers', pages: [] },
  ],
}

/** Company facts of spec §1 (fictional where the spec leaves them open). */
export const footerSeed = {
  address: t(
    'King Fahd Road, Al Olaya District, Riyadh, Kingdom of Saudi Arabia',
    'طريق الملك فهد، حي العليا، الرياض، المملكة العربية السعودية',
  ),
  poBox: t('PO Box 86012, Riyadh 11622', 'ص.ب 86012، الرياض 11622'),
  phone: '+966 11 486 2000',
  fax: '+966 11 486 2001',
  tollFree: '800 124 7333',
  capital: t('Capital SR 600,000,000', 'رأس المال 600,000,000 ريال سعودي'),
  commercialRegistration: '1010228890',
  royalDecree: t('Royal Decree M/60 dated 18/9/1427 H', 'المرسوم الملكي م/60 بتاريخ 18/9/1427هـ'),
  regulatorNotice: t(
    'Rafeef Cooperative Insurance is a Saudi joint stock company regulated and supervised by the Insurance Authority.',
    'رفيف للتأمين التعاوني شركة مساهمة سعودية خاضعة لرقابة وإشراف هيئة التأمين.',
  ),
  copyrightYear: t('2025', '2024'),
  social: {
    x: 'https://x.com/rafeef_example',
    instagram: 'https://www.instagram.com/rafeef_example',
    facebook: 'https://www.facebook.com/rafeef.example',
    linkedin: 'https://www.linkedin.com/company/rafeef-example',
  },
  complaintsLink: '/complaints',
}

export const siteSettingsSeed = {
  brandName: t('Rafeef Cooperative Insurance', 'رفيف للتأمين التعاوني'),
  defaultTitle: t('Rafeef Cooperative Insurance', 'رفيف للتأمين التعاوني'),
  eServicesUrl: t(
    'https://eservices.rafeef.example/login?lang=en',
    'https://eservices.rafeef.example/login?lang=ar',
  ),
  claimTrackingUrl: t('', ''),
  complaintStatusUrl: t('', ''),
  complaintFormUrl: t('', ''),
  complaintEscalation: t(
    "If you are not satisfied with our answer, or do not receive it within the time above, you can take your complaint to the Insurance Authority's customer care (IA Care): online at care.ia.gov.sa, or by phone on 800 124 0551 (toll-free). Keep your complaint reference and our answer: you will need them.",
    'إذا لم تكن راضيًا عن ردنا، أو لم يصلك خلال المدة المذكورة أعلاه، يمكنك رفع شكواك إلى خدمة عملاء هيئة التأمين: إلكترونيًا عبر care.ia.gov.sa، أو هاتفيًا على الرقم المجاني 800 124 0551. احتفظ بالرقم المرجعي لشكواك وبردنا عليها، فستحتاج إليهما.',
  ),
  // The fixed-date public holidays; each Eid is added by staff once its dates are announced.
  holidays: [
    { name: t('Founding Day', 'يوم التأسيس'), from: '2026-02-22' },
    { name: t('National Day', 'اليوم الوطني'), from: '2026-09-23' },
    { name: t('Founding Day', 'يوم التأسيس'), from: '2027-02-22' },
    { name: t('National Day', 'اليوم الوطني'), from: '2027-09-23' },
  ],
}
