import { brand } from '@/brand'
import type { Locale } from '@/i18n/locales'

/** The brand mark (a stylised palm frond) and wordmark; decorative, the link around it is labelled. */
export function Logo({ locale }: { locale: Locale }) {
  const { name, tagline } = brand[locale]
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      <svg viewBox="0 0 40 40" className="h-9 w-9 md:h-10 md:w-10" role="presentation">
        <circle cx="20" cy="20" r="19" fill="#0b6a64" />
        <path d="M20 31V14" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path
          d="M20 15c-3-5-8-6-11-5 3 1 7 3 11 5Zm0 0c3-5 8-6 11-5-3 1-7 3-11 5Z"
          fill="#c8963e"
        />
        <path d="M20 20c-4-3-8-3-10-2 3 0 6 1 10 2Zm0 0c4-3 8-3 10-2-3 0-6 1-10 2Z" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold text-brand-700 md:text-xl">{name}</span>
        <span className="text-xs text-slate-600">{tagline}</span>
      </span>
    </span>
  )
}
