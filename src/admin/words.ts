import type { Locale } from '@/i18n/locales'

/** The admin's own words on the screens this project adds, in both admin languages. */
export const adminWords = {
  en: {
    dashboardTitle: 'Requests waiting for an answer',
    dashboardIntro: 'Open requests by kind. Each number opens the list, filtered.',
    type: 'Kind of request',
    received: 'New',
    inReview: 'In review',
    overdue: 'Overdue',
    dueThisWeek: 'Due this week',
    total: 'All kinds',
    applications: 'New job applications',
    applicationsIntro: 'Applications HR has not looked at yet.',
    emailsNotSent: 'Emails not sent',
    emailsNotSentIntro: 'Emails the mail server refused; they are tried again.',
    filtersLabel: 'Deadlines',
    allRequests: 'All requests',
  },
  ar: {
    dashboardTitle: 'طلبات بانتظار الرد',
    dashboardIntro: 'الطلبات المفتوحة حسب النوع. يفتح كل رقم القائمة مصفّاة.',
    type: 'نوع الطلب',
    received: 'جديدة',
    inReview: 'قيد المراجعة',
    overdue: 'متأخرة',
    dueThisWeek: 'مستحقة هذا الأسبوع',
    total: 'كل الأنواع',
    applications: 'طلبات توظيف جديدة',
    applicationsIntro: 'طلبات لم تطّلع عليها الموارد البشرية بعد.',
    emailsNotSent: 'رسائل لم تُرسل',
    emailsNotSentIntro: 'رسائل رفضها خادم البريد، وتُعاد محاولة إرسالها.',
    filtersLabel: 'المواعيد',
    allRequests: 'كل الطلبات',
  },
} satisfies Record<Locale, Record<string, string>>

export function adminLanguage(language: string | undefined): Locale {
  return language === 'ar' ? 'ar' : 'en'
}
