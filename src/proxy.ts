import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { LANGUAGE_STORAGE_KEY } from './i18n/locales'
import { routing } from './i18n/routing'

const localeRouting = createMiddleware(routing)

/**
 * `?preview` on a content page (spec §2.4) goes to the page's preview route, which is rendered per
 * request and checks the CMS session itself (authorization is never left to the proxy).
 */
function previewRedirect(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl
  if (!searchParams.has('preview')) return null
  const match = /^(\/ar)?(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match || match[2] === 'preview') return null
  const url = request.nextUrl.clone()
  url.pathname = `${match[1] ?? ''}/preview/${match[2] ?? 'home'}`
  url.search = ''
  return NextResponse.redirect(url)
}

/**
 * A returning visitor who chose Arabic (the language switch keeps the choice in the `language`
 * cookie) and opens the bare home address gets the Arabic home. Only the home page: any other
 * address names its language. The redirect depends on the cookie, so no cache keeps it.
 */
function returningVisitorRedirect(request: NextRequest): NextResponse | null {
  if (request.nextUrl.pathname !== '/' || request.cookies.get(LANGUAGE_STORAGE_KEY)?.value !== 'ar') return null
  const url = request.nextUrl.clone()
  url.pathname = '/ar'
  const response = NextResponse.redirect(url)
  response.headers.set('cache-control', 'private, no-store')
  return response
}

export default function proxy(request: NextRequest) {
  return previewRedirect(request) ?? returningVisitorRedirect(request) ?? localeRouting(request)
}

export const config = {
  // Locale routing is for site pages only: the contract API, Payload's admin and REST API, Next's
  // own assets and any file with an extension are left alone.
  matcher: ['/((?!api|cms|admin|_next|_vercel|.*\\..*).*)'],
}
