/** The visitor's cookie choice, kept in localStorage under the spec's key (§4, §9). */
export const COOKIE_CONSENT_KEY = 'cookiesAccepted'

/** Fired by the footer's "Cookie settings" link; the cookie bar opens its dialog. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-settings:open'

const CHANGE_EVENT = 'cookie-consent:change'

export type ConsentChoice = 'true' | 'false' | null

export function readConsent(): ConsentChoice {
  const value = localStorage.getItem(COOKIE_CONSENT_KEY)
  return value === 'true' || value === 'false' ? value : null
}

/** Accepting stores `true` (spec §4); rejecting all optional cookies stores `false`. Either hides the bar. */
export function saveConsent(accepted: boolean): void {
  localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted))
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
