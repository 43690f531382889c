// @ts-check
import { jobPagePrefixes } from '../routes.mjs'

/** The not-found screens a page's 404 can show: any page, or a job that does not exist. */
export const notFoundScreens = /** @type {const} */ (['page', 'job'])

/**
 * @param {string} kind
 * @returns {kind is (typeof notFoundScreens)[number]}
 */
export function isNotFoundScreen(kind) {
  return /** @type {readonly string[]} */ (notFoundScreens).includes(kind)
}

/**
 * The prerendered document of the not-found screen for a page address: in the address's language,
 * the job screen for the job pages.
 *
 * @param {string} target the request target, e.g. `/ar/career-details/99?x=1`
 */
export function notFoundScreenPath(target) {
  const path = target.split('?')[0] ?? '/'
  const locale = /^\/ar(?:\/|$)/.test(path) ? 'ar' : 'en'
  const unprefixed = locale === 'ar' ? path.slice('/ar'.length) : path
  const kind = jobPagePrefixes.some((prefix) => unprefixed.startsWith(prefix)) ? 'job' : 'page'
  return `server/app/${locale}/not-found-screen/${kind}.html`
}
