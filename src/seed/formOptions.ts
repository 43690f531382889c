import { t } from './bilingual'
import { groups } from './structure'

/** The choices of the service forms' dropdowns, as first delivered; staff edit them in the CMS. */

const option = (value: string, en: string, ar: string) => ({ value, label: t(en, ar) })

/** The larger Saudi cities, then Other. */
const cities = [
  option('Riyadh', 'Riyadh', 'الرياض'),
  option('Jeddah', 'Jeddah', 'جدة'),
  option('Makkah', 'Makkah', 'مكة المكرمة'),
  option('Madinah', 'Madinah', 'المدينة المنورة'),
  option('Dammam', 'Dammam', 'الدمام'),
  option('Khobar', 'Khobar', 'الخبر'),
  option('Dhahran', 'Dhahran', 'الظهران'),
  option('Al Ahsa', 'Al Ahsa', 'الأحساء'),
  option('Taif', 'Taif', 'الطائف'),
  option('Tabuk', 'Tabuk', 'تبوك'),
  option('Buraydah', 'Buraydah', 'بريدة'),
  option('Abha', 'Abha', 'أبها'),
  option('Khamis Mushait', 'Khamis Mushait', 'خميس مشيط'),
  option('Hail', 'Hail', 'حائل'),
  option('Jazan', 'Jazan', 'جازان'),
  option('Najran', 'Najran', 'نجران'),
  option('Yanbu', 'Yanbu', 'ينبع'),
  option('Al Jubail', 'Al Jubail', 'الجبيل'),
  option('Other', 'Other', 'أخرى'),
]

/** Every product page, by its name: a stored request keeps a stable value if a page is retitled. */
const products = groups
  .filter((group) => /Products$/.test(group.title.en))
  .flatMap((group) => group.pages.map((page) => ({ value: page.name, label: page.label })))

const cancellationReasons = [
  option('visa-not-issued', 'The visa was not issued', 'لم تصدر التأشيرة'),
  option('visa-refused', 'The visa application was refused', 'رُفض طلب التأشيرة'),
  option('trip-cancelled', 'The visit was cancelled', 'أُلغيت الزيارة'),
  option('duplicate-policy', 'A second policy was issued by mistake', 'أُصدرت وثيقة ثانية بالخطأ'),
  option('details-wrong', 'The policy details are wrong', 'بيانات الوثيقة غير صحيحة'),
  option('other', 'Another reason (explain in the message)', 'سبب آخر (وضّحه في الرسالة)'),
]

const extensionPeriods = [
  option('30-days', '30 days', '30 يومًا'),
  option('60-days', '60 days', '60 يومًا'),
  option('90-days', '90 days', '90 يومًا'),
  option('180-days', '180 days', '180 يومًا'),
]

export const formOptionsSeed = { cities, products, cancellationReasons, extensionPeriods }
