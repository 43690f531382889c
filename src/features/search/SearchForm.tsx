import { useTranslations } from 'next-intl'

import { SearchIcon } from '@/components/icons'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = {
  locale: Locale
  /** The input's id: the header's form and the search page's are on one page. */
  id: string
  query?: string
  /** `bar`: small, on the header's dark top bar; `menu`: in the phone menu; `page`: the search page's. */
  variant: 'bar' | 'menu' | 'page'
}

const styles = {
  bar: {
    form: 'flex items-center',
    input:
      'h-7 w-44 rounded-s-full border border-white/70 bg-white/10 px-3 text-sm text-white placeholder:text-white/75 focus-visible:bg-white focus-visible:text-ink focus-visible:placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-white lg:w-56',
    button:
      'flex h-7 items-center rounded-e-full border border-s-0 border-white/70 px-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
    icon: 'h-4 w-4',
  },
  menu: {
    form: 'flex items-stretch',
    input:
      'min-w-0 flex-1 rounded-s-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500',
    button:
      'flex items-center rounded-e-lg bg-brand-600 px-3 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    icon: 'h-5 w-5',
  },
  page: {
    form: 'flex items-stretch',
    input:
      'min-w-0 flex-1 rounded-s-lg border border-slate-500 bg-white px-4 py-3 text-lg text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-500',
    button:
      'flex items-center gap-2 rounded-e-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    icon: 'h-5 w-5',
  },
}

/**
 * The site search field: a plain GET form to the search page in the visitor's language, so it
 * works without JavaScript and every search has an address that can be shared.
 */
export function SearchForm({ locale, id, query = '', variant }: Props) {
  const t = useTranslations('search')
  const style = styles[variant]
  return (
    <form
      method="get"
      action={getPathname({ href: routes.search, locale })}
      role="search"
      // The search page's own form is named apart from the header's: two landmarks, two names.
      aria-label={variant === 'page' ? t('pageLabel') : t('label')}
      className={style.form}
    >
      <label htmlFor={id} className="sr-only">
        {t('query')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        placeholder={t('placeholder')}
        maxLength={200}
        enterKeyHint="search"
        className={style.input}
      />
      <button type="submit" className={style.button}>
        <SearchIcon className={style.icon} />
        <span className={variant === 'page' ? undefined : 'sr-only'}>{t('submit')}</span>
      </button>
    </form>
  )
}
