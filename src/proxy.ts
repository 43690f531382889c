import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Locale routing is for site pages only: the contract API, Payload's admin and REST API, Next's
  // own assets and any file with an extension are left alone.
  matcher: ['/((?!api|cms|admin|_next|_vercel|.*\\..*).*)'],
}
