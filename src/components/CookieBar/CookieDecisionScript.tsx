import { COOKIE_CONSENT_KEY } from './consent'

/**
 * Runs before the first paint: when the visitor has already chosen, marks the document so the
 * server-rendered cookie bar stays hidden (globals.css) until hydration removes it.
 */
export function CookieDecisionScript() {
  const script = `try{var c=localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)});if(c==='true'||c==='false')document.documentElement.setAttribute('data-cookies-decided','')}catch(e){}`
  return <script dangerouslySetInnerHTML={{ __html: script }} />
}
