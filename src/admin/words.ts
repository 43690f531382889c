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
    languages: 'Languages',
    bothLanguages: 'Both languages have every text.',
    notCheckedYet: 'Checked when the page is next saved.',
    arabicLacks: 'Arabic lacks',
    englishLacks: 'English lacks',
    andMore: 'and {count} more',
    lacksArabic: 'Lacking Arabic',
    lacksEnglish: 'Lacking English',
    allPages: 'All pages',
    atLastSave: 'As last saved.',
    publishRefused: 'This page cannot be published until both languages have every text.',
    publishRefusedSetting: 'Site settings require both languages.',
    translationWarning: 'Publishing now shows visitors these texts in one language only.',
    sessions: 'Sessions',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereIntro:
      'Ends every session of your account: on this computer and on any other where you are signed in.',
    signOutFailed: 'The sessions could not be ended. Please try again.',
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
    languages: 'اللغتان',
    bothLanguages: 'لكل نص نسخته في اللغتين.',
    notCheckedYet: 'يُفحص عند حفظ الصفحة في المرة القادمة.',
    arabicLacks: 'ينقص العربية',
    englishLacks: 'ينقص الإنجليزية',
    andMore: 'و{count} غيرها',
    lacksArabic: 'تنقصها العربية',
    lacksEnglish: 'تنقصها الإنجليزية',
    allPages: 'كل الصفحات',
    atLastSave: 'كما حُفظت آخر مرة.',
    publishRefused: 'لا يمكن نشر هذه الصفحة حتى يكون لكل نص نسخته في اللغتين.',
    publishRefusedSetting: 'إعدادات الموقع تشترط اللغتين.',
    translationWarning: 'النشر الآن يعرض هذه النصوص للزوار بلغة واحدة فقط.',
    sessions: 'الجلسات',
    signOutEverywhere: 'تسجيل الخروج من كل الأجهزة',
    signOutEverywhereIntro: 'ينهي كل جلسات حسابك: على هذا الجهاز وعلى أي جهاز آخر سجّلت الدخول منه.',
    signOutFailed: 'تعذّر إنهاء الجلسات. يرجى المحاولة مرة أخرى.',
  },
} satisfies Record<Locale, Record<string, string>>

export function adminLanguage(language: string | undefined): Locale {
  return language === 'ar' ? 'ar' : 'en'
}

/** The words that say a language lacks texts ("Arabic lacks"), by the language that lacks them. */
export const lacksWord = { ar: 'arabicLacks', en: 'englishLacks' } as const
