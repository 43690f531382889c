'use client'
import { Button, toast, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

import type { CustomTranslationsKeys, CustomTranslationsObject } from '@/i18n/messages/adminEn'

/**
 * On a staff member's own account: ends every session of the account (Payload's sign-out with
 * `allSessions`), then opens the sign-in screen. For a device left signed in elsewhere, or a
 * password that may have been seen.
 */
export function SignOutEverywhere() {
  const { config } = useConfig()
  const { t } = useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()
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
    toast.error(t('admin:signOutFailed'))
  }

  return (
    <div className="field-type sign-out-everywhere" data-sign-out-everywhere>
      <span className="field-label">{t('admin:sessions')}</span>
      <p className="field-description">{t('admin:signOutEverywhereIntro')}</p>
      <Button buttonStyle="secondary" disabled={working} onClick={signOutEverywhere}>
        {t('admin:signOutEverywhere')}
      </Button>
    </div>
  )
}
