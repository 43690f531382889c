import type { TextFieldSingleValidation } from 'payload'

/** The schemes a link on the site may use; a page's name or path has none. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * Whether a link an editor typed is safe to hand to a browser: a page name or path, an anchor, or
 * an address with one of the allowed schemes. `javascript:` and `data:` links run or show what the
 * editor wrote in the visitor's browser, through the public API's clients if not the site itself,
 * and `//host` leaves the site without saying so. Browsers ignore tabs, line breaks and leading
 * spaces in an address, so the check does too.
 */
export function isSafeLink(value: string): boolean {
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '')
  if (/^[\\/]{2}/.test(compact)) return false
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(compact)?.[1]?.toLowerCase()
  return scheme === undefined || allowedSchemes.has(scheme)
}

/** The CMS check for a link field, with its message in the admin's language. */
export const safeLink: TextFieldSingleValidation = (value, { req }) => {
  if (!value || isSafeLink(value)) return true
  return req.i18n?.language === 'ar'
    ? 'استخدم اسم صفحة أو مسارًا مثل ‎/claims‎ أو عنوانًا يبدأ بـ ‎https://‎ أو ‎mailto:‎ أو ‎tel:‎.'
    : 'Use a page name or a path such as /claims, or an address starting with https://, mailto: or tel:.'
}
