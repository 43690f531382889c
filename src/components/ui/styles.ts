/** Shared class lists, so every button and section looks the same across section kinds. */

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

export const buttonPrimary = `inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 ${focusRing}`

export const buttonSecondary = `inline-flex items-center justify-center gap-2 rounded-full border border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing}`

/** The gold button used on dark backgrounds (banners, covers); dark text, as white on gold is too faint. */
export const buttonOnDark =
  'inline-flex items-center justify-center gap-2 rounded-full bg-accent-500 px-6 py-2.5 font-semibold text-brand-900 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export const textLink = `font-semibold text-brand-700 underline-offset-4 hover:underline ${focusRing}`

export const sectionHeading = 'text-2xl font-bold text-brand-900 md:text-3xl'
