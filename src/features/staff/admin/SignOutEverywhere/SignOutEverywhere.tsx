'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

import { adminLanguage, adminWords } from '@/admin/words'

/**
 * On a staff member's own account: ends every session of the account (Payload's sign-out with
 * `allSessions`), then opens the sign-in screen. For a device left signed in elsewhere, or a
 * password that may have been seen.
 */
export function SignOutEverywhere() {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const words = adminWords[adminLanguage(i18n.language)]
  const [working, setWorking] = useState(false)

  async function signOutEverywhere() {
    setWorking(true)
    const answer = await fetch(
      formatAdminURL({ apiRoute: config.routes.api, path: '/users/logout?allSessions=true' }),
      { method: 'POST', credentials: 'include' },
    ).catch(() => null)
    if (answer?.ok) {
      window.location.assign(formatAdminURL({ adminRoute: config.routes.admin, path: '/login' }))
      return
    }
    setWorking(false)
    toast.error(words.signOutFailed)
  }

  return (
    <div className="field-type sign-out-everywhere" data-sign-out-everywhere>
      <span className="field-label">{words.sessions}</span>
      <p className="field-description">{words.signOutEverywhereIntro}</p>
      <Button buttonStyle="secondary" disabled={working} onClick={signOutEverywhere}>
        {words.signOutEverywhere}
      </Button>
    </div>
  )
}
