import type { Messages } from './en'

/** Arabic UI strings. */
export const ar: Messages = {
  site: {
    brand: 'رفيف للتأمين التعاوني',
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
  },
  header: {
    homeLabel: 'رفيف للتأمين التعاوني، الصفحة الرئيسية',
    switchLanguage: 'English',
    switchLanguageLabel: 'التبديل إلى الإنجليزية',
  },
  notFound: {
    heading: '404',
    text: 'الصفحة التي تبحث عنها غير موجودة.',
    home: 'الرئيسية',
  },
}
