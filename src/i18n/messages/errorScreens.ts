import type { Locale } from '../locales'

/**
 * The texts of the error screens. An error boundary renders in the browser outside any message
 * provider (pages without a form ship no message catalogue), so it imports these few strings.
 */
export const errorScreens: Record<
  Locale,
  { heading: string; text: string; retry: string; customerRightsError: string }
> = {
  en: {
    heading: 'Something went wrong',
    text: 'We could not show this page just now. Please try again in a moment.',
    retry: 'Try again',
    customerRightsError: 'Error loading customer rights data.',
  },
  ar: {
    heading: 'حدث خطأ ما',
    text: 'تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    retry: 'حاول مرة أخرى',
    customerRightsError: 'حدث خطأ أثناء تحميل بيانات حقوق العملاء.',
  },
}
