import { type Bilingual, t } from './bilingual'

/**
 * Every image and document the seed creates, by key. Seed pages refer to them as
 * `refs.media.<key>` / `refs.docs.<key>` (ids filled in when they are created).
 */

export type ArtKind = 'banner' | 'picture' | 'icon'

export const images = {
  // Wide banners (1600 × 600) for covers and full-width banners.
  heroHome: {
    kind: 'banner',
    motif: 'waves',
    alt: t('Abstract teal and gold waves', 'أمواج تجريدية بلون أخضر مزرق وذهبي'),
  },
  heroAbout: {
    kind: 'banner',
    motif: 'city',
    alt: t('Stylised Riyadh skyline at dusk', 'أفق الرياض بأسلوب فني عند الغروب'),
  },
  heroIndividual: {
    kind: 'banner',
    motif: 'family',
    alt: t('Stylised family under a protective arc', 'رسم فني لأسرة تحت قوس حماية'),
  },
  heroCorporate: {
    kind: 'banner',
    motif: 'industry',
    alt: t('Stylised port cranes and factory', 'رسم فني لرافعات ميناء ومصنع'),
  },
  heroService: {
    kind: 'banner',
    motif: 'support',
    alt: t('Stylised headset and speech bubbles', 'رسم فني لسماعة وفقاعات حوار'),
  },
  heroCareers: {
    kind: 'banner',
    motif: 'team',
    alt: t('Stylised team around a table', 'رسم فني لفريق حول طاولة'),
  },
  heroLegal: {
    kind: 'banner',
    motif: 'documents',
    alt: t('Stylised documents and a seal', 'رسم فني لمستندات وختم'),
  },
  // Pictures (800 × 600) for cards, sliders and text with image.
  picMotor: {
    kind: 'picture',
    motif: 'car',
    alt: t('Illustration of a car on an open road', 'رسم توضيحي لسيارة على طريق مفتوح'),
  },
  picTravel: {
    kind: 'picture',
    motif: 'plane',
    alt: t('Illustration of a plane above the clouds', 'رسم توضيحي لطائرة فوق السحاب'),
  },
  picVisa: {
    kind: 'picture',
    motif: 'passport',
    alt: t('Illustration of a passport and boarding pass', 'رسم توضيحي لجواز سفر وبطاقة صعود'),
  },
  picSavings: {
    kind: 'picture',
    motif: 'coins',
    alt: t(
      'Illustration of stacked coins and a growing plant',
      'رسم توضيحي لعملات متراكمة ونبتة تنمو',
    ),
  },
  picFamily: {
    kind: 'picture',
    motif: 'family',
    alt: t('Illustration of a family of four', 'رسم توضيحي لأسرة من أربعة أفراد'),
  },
  picHealth: {
    kind: 'picture',
    motif: 'heart',
    alt: t('Illustration of a heart with a pulse line', 'رسم توضيحي لقلب مع خط نبض'),
  },
  picMarine: {
    kind: 'picture',
    motif: 'ship',
    alt: t('Illustration of a cargo ship at sea', 'رسم توضيحي لسفينة شحن في البحر'),
  },
  picProperty: {
    kind: 'picture',
    motif: 'building',
    alt: t('Illustration of office buildings', 'رسم توضيحي لمبانٍ مكتبية'),
  },
  picEngineering: {
    kind: 'picture',
    motif: 'crane',
    alt: t('Illustration of a construction crane', 'رسم توضيحي لرافعة بناء'),
  },
  picLiability: {
    kind: 'picture',
    motif: 'shield',
    alt: t('Illustration of a shield over a handshake', 'رسم توضيحي لدرع فوق مصافحة'),
  },
  picTradeCredit: {
    kind: 'picture',
    motif: 'chart',
    alt: t('Illustration of a rising chart and invoices', 'رسم توضيحي لمخطط صاعد وفواتير'),
  },
  picPecuniary: {
    kind: 'picture',
    motif: 'safe',
    alt: t('Illustration of a safe and banknotes', 'رسم توضيحي لخزنة وأوراق نقدية'),
  },
  picClaims: {
    kind: 'picture',
    motif: 'clipboard',
    alt: t('Illustration of a checked claim form', 'رسم توضيحي لنموذج مطالبة مكتمل'),
  },
  picTeam: {
    kind: 'picture',
    motif: 'team',
    alt: t('Illustration of colleagues at work', 'رسم توضيحي لزملاء في العمل'),
  },
  picOffice: {
    kind: 'picture',
    motif: 'building',
    alt: t('Illustration of the head office', 'رسم توضيحي للمقر الرئيسي'),
  },
  picMedical: {
    kind: 'picture',
    motif: 'cross',
    alt: t('Illustration of a clinic sign', 'رسم توضيحي للافتة عيادة'),
  },
  // Icons (square) for shortcuts and card logos.
  iconShield: { kind: 'icon', motif: 'shield', alt: t('Shield icon', 'أيقونة درع') },
  iconCar: { kind: 'icon', motif: 'car', alt: t('Car icon', 'أيقونة سيارة') },
  iconPlane: { kind: 'icon', motif: 'plane', alt: t('Plane icon', 'أيقونة طائرة') },
  iconHeart: { kind: 'icon', motif: 'heart', alt: t('Heart icon', 'أيقونة قلب') },
  iconShip: { kind: 'icon', motif: 'ship', alt: t('Ship icon', 'أيقونة سفينة') },
  iconBuilding: { kind: 'icon', motif: 'building', alt: t('Building icon', 'أيقونة مبنى') },
  iconPhone: { kind: 'icon', motif: 'phone', alt: t('Phone icon', 'أيقونة هاتف') },
  iconDocument: { kind: 'icon', motif: 'clipboard', alt: t('Document icon', 'أيقونة مستند') },
  iconClock: { kind: 'icon', motif: 'clock', alt: t('Clock icon', 'أيقونة ساعة') },
  iconUsers: { kind: 'icon', motif: 'team', alt: t('People icon', 'أيقونة أشخاص') },
  iconCoins: { kind: 'icon', motif: 'coins', alt: t('Coins icon', 'أيقونة عملات') },
  iconMap: { kind: 'icon', motif: 'pin', alt: t('Map pin icon', 'أيقونة دبوس خريطة') },
} satisfies Record<string, { kind: ArtKind; motif: string; alt: Bilingual<string> }>

export type ImageKey = keyof typeof images

type Report = { title: Bilingual<string>; lang: 'en' | 'ar' }
const report = (what: string, whatAr: string, year: number, lang: 'en' | 'ar'): Report => ({
  title: t(`${what} ${year}`, `${whatAr} ${year}`),
  lang,
})

/** Financial reports: years 2022–2024; a few quarters are missing on purpose (greyed cells). */
function financialReports() {
  const docs: Record<string, Report> = {}
  for (const year of [2022, 2023, 2024]) {
    for (const lang of ['en', 'ar'] as const) {
      const suffix = lang === 'ar' ? '_ar' : ''
      docs[`annual${year}${suffix}`] = report('Annual report', 'التقرير السنوي', year, lang)
      for (const q of [1, 2, 3, 4]) {
        if (year === 2024 && q === 4) continue // not published yet
        if (year === 2022 && q === 1 && lang === 'ar') continue // only the English file exists
        docs[`q${q}_${year}${suffix}`] = report(
          `Q${q} financial statements`,
          `القوائم المالية للربع ${q}`,
          year,
          lang,
        )
      }
    }
  }
  return docs
}

export const documents = {
  ...financialReports(),
  rightsCharter: {
    title: t('Insurance Customer Rights Charter', 'ميثاق حقوق عملاء التأمين'),
    lang: 'en',
  },
  rightsCharter_ar: {
    title: t('Insurance Customer Rights Charter', 'ميثاق حقوق عملاء التأمين'),
    lang: 'ar',
  },
  claimsGuide: { title: t('Claims Settlement Guide', 'دليل تسوية المطالبات'), lang: 'en' },
  complaintsPolicy: { title: t('Complaints Handling Policy', 'سياسة معالجة الشكاوى'), lang: 'en' },
  motorWording: {
    title: t('Comprehensive Motor Policy Wording', 'وثيقة التأمين الشامل على المركبات'),
    lang: 'en',
  },
  dataSharingNotice: { title: t('Data Sharing Notice', 'إشعار مشاركة البيانات'), lang: 'en' },
  dataSharingNotice_ar: { title: t('Data Sharing Notice', 'إشعار مشاركة البيانات'), lang: 'ar' },
  privacyNotice: { title: t('Privacy Notice', 'إشعار الخصوصية'), lang: 'en' },
  fraudPolicy: { title: t('Anti-Fraud Policy', 'سياسة مكافحة الاحتيال'), lang: 'en' },
  surplusPolicy: { title: t('Surplus Distribution Policy', 'سياسة توزيع الفائض'), lang: 'en' },
} satisfies Record<string, Report>

export type DocumentKey = keyof typeof documents

/** What seed pages receive: the ids of the created images and documents. */
export type SeedRefs = {
  media: Record<ImageKey, number | string>
  docs: Record<DocumentKey, number | string>
}
