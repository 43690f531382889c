'use client'

import { LANGUAGE_STORAGE_KEY, type Locale } from '@/i18n/locales'
import { usePathname } from '@/i18n/navigation'

function twinUrl(pathname: string, target: Locale): string {
  if (target === 'en') return pathname
  return pathname === '/' ? '/ar' : `/ar${pathname}`
}

/**
 * Goes to the same page in the other language and remembers the choice: localStorage `language`
 * (spec §4) and the cookie the server reads, so the bare home address later opens in it.
 */
type Props = { label: string; ariaLabel: string; target: Locale; className?: string }

const defaultClass =
  'rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export function LanguageSwitch({ label, ariaLabel, target, className = defaultClass }: Props) {
  const pathname = usePathname()
  return (
    <a
      href={twinUrl(pathname, target)}
      hrefLang={target}
      lang={target}
      aria-label={ariaLabel}
      onClick={() => {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, target)
        document.cookie = `${LANGUAGE_STORAGE_KEY}=${target}; path=/; max-age=31536000; samesite=lax`
      }}
      className={className}
    >
      {label}
    </a>
  )
}
