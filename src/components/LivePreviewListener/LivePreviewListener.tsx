'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

/** Whether the page is framed or opened never changes while it is open: nothing to subscribe to. */
const unchanging = () => () => {}
/**
 * The admin's origin when this page is in its frame or in the window its "open in a new window"
 * button opened (the admin is served from this origin; messages from any other are ignored).
 */
const adminOrigin = () =>
  window.parent !== window || window.opener ? window.location.origin : null
const notInBrowser = () => null

/**
 * In the admin's live preview (this page in a frame of the admin, or popped out into a window of
 * its own), reads the draft again each time the editor's autosave or a save has stored it. Opened
 * on its own (the Preview button, a link), the page has no admin to listen to and does nothing more.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const origin = useSyncExternalStore(unchanging, adminOrigin, notInBrowser)
  return origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null
}
