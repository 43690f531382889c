'use client'

import { type ReactNode, useEffect, useSyncExternalStore } from 'react'

import { useRouter } from '@/i18n/navigation'
import { routes } from '@/routes.mjs'

/** Spec §4: a visitor is signed in when localStorage holds an entry named `token`. */
export const SESSION_TOKEN_KEY = 'token'

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
const hasToken = () => localStorage.getItem(SESSION_TOKEN_KEY) !== null
// The server cannot see localStorage: render nothing until the browser has checked.
const unknownOnServer = () => null

/**
 * The protected-route guard (spec §2.1): the screens inside render only with a token; without one
 * the visitor is sent to /401, replacing the history entry so Back does not loop.
 */
export function ProtectedGuard({ children }: { children: ReactNode }) {
  const router = useRouter()
  const signedIn = useSyncExternalStore(subscribe, hasToken, unknownOnServer)

  useEffect(() => {
    if (signedIn === false) router.replace(routes.unauthorized)
  }, [signedIn, router])

  return signedIn ? children : null
}
