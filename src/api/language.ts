import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/**
 * The language of a request's messages: a `lang` the caller names wins, then the first language of
 * Accept-Language we speak (by q-value), then English.
 */
export function requestLocale(request: Request, lang?: unknown): Locale {
  if (isLocale(lang)) return lang
  const header = request.headers.get('accept-language') ?? ''
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        q: Number.isFinite(q) ? q : 0,
        index,
      }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale
}

/** The language of a read's messages: `?lang=` names it as a body's `lang` does, then as above. */
export function queryLocale(request: Request): Locale {
  return requestLocale(request, new URL(request.url).searchParams.get('lang'))
}
