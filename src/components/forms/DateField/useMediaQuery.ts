'use client'

import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches, kept in step as the window changes. On the server and
 * during hydration it is false (the desktop variant); nothing that depends on it is rendered
 * before the visitor opens the calendar.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The site's mobile breakpoint (spec §9: 768 px): below it the calendar is a bottom sheet. */
export const NARROW_SCREEN = '(max-width: 767.98px)'
