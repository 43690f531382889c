/**
 * The headings the admin lists section kinds under when an editor adds one to a page, in this
 * order; each kind's config names its group.
 */
export const sectionGroups = {
  banners: { en: 'Banners and pictures', ar: 'اللافتات والصور' },
  text: { en: 'Text', ar: 'النصوص' },
  cards: { en: 'Cards and carousels', ar: 'البطاقات والعروض المتحركة' },
  company: { en: 'About the company', ar: 'عن الشركة' },
  careersAndForms: { en: 'Careers and forms', ar: 'الوظائف والنماذج' },
} as const
