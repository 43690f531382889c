/** English UI strings. Texts quoted from the spec stay exactly as the spec writes them. */
export const en = {
  site: {
    brand: 'Rafeef Cooperative Insurance',
    skipToContent: 'Skip to main content',
  },
  header: {
    homeLabel: 'Rafeef Cooperative Insurance, home',
    switchLanguage: 'العربية',
    switchLanguageLabel: 'Switch to Arabic',
  },
  notFound: {
    heading: '404',
    text: 'The page you are looking for does not exist.',
    home: 'Home',
  },
}

export type Messages = typeof en
