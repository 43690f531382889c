'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

/** Whether the page is framed never changes while it is open: there is nothing to subscribe to. */
const unchanging = () => () => {}
/** The admin's origin when this page is in its frame (the admin is served from this origin). */
const adminOrigin = () => (window.parent !== window ? window.location.origin : null)
const notInBrowser = () => null

/**
 * In the admin's live preview (this page in a frame of the admin), reads the draft again each time
 * the editor's autosave or a save has stored it. Opened on its own (the Preview button), the page
 * has no admin to listen to and does nothing more.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const refresh = useCallback(() => router.refresh(), [router])
  const origin = useSyncExternalStore(unchanging, adminOrigin, notInBrowser)
  return origin ? <RefreshRouteOnSave refresh={refresh} serverURL={origin} /> : null
}
