import { getTranslations } from 'next-intl/server'

import { Logo } from '@/components/Logo'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { LanguageSwitch } from './LanguageSwitch'

export async function Header({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'header' })
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 md:h-20">
        <Link href="/" aria-label={t('homeLabel')} className="flex items-center">
          <Logo locale={locale} />
        </Link>
        <LanguageSwitch
          label={t('switchLanguage')}
          ariaLabel={t('switchLanguageLabel')}
          target={locale === 'ar' ? 'en' : 'ar'}
        />
      </div>
    </header>
  )
}
