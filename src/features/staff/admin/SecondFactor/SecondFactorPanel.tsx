'use client'
import {
  Button,
  useAuth,
  useConfig,
  useDocumentInfo,
  useFormFields,
  useTranslation,
} from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { useState } from 'react'

import type { CustomTranslationsKeys, CustomTranslationsObject } from '@/i18n/messages/adminEn'

import { RecoveryCodes } from './RecoveryCodes'

/**
 * On a user's screen: whether an authenticator app is set up; on one's own account, new recovery
 * codes; for an admin on someone else's, resetting their second factor (a lost phone).
 */
export function SecondFactorPanel() {
  const { config } = useConfig()
  const { t } = useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()
  const { user } = useAuth()
  const { id } = useDocumentInfo()
  const enabledAt = useFormFields(([fields]) => fields.totpEnabledAt?.value)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [wasReset, setWasReset] = useState(false)
  const [confirming, setConfirming] = useState(false)
  if (id === undefined || !user) return null
  const own = String(user.id) === String(id)
  const isAdmin = Boolean((user as { roles?: string[] }).roles?.includes('admin'))
  const on = Boolean(enabledAt) && !wasReset

  async function post(path: `/${string}`): Promise<Response | null> {
    setWorking(true)
    setMessage(null)
    const answer = await fetch(formatAdminURL({ apiRoute: config.routes.api, path }), {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    setWorking(false)
    if (!answer?.ok) {
      const refused = (await answer?.json().catch(() => null)) as {
        errors?: { message?: string }[]
      } | null
      setMessage(refused?.errors?.[0]?.message ?? t('secondFactor:actionFailed'))
      return null
    }
    return answer
  }

  return (
    <div className="field-type second-factor" data-second-factor={on ? 'on' : 'off'}>
      <span className="field-label">{t('secondFactor:secondFactor')}</span>
      <p className="field-description">
        {on ? t('secondFactor:factorOn') : t('secondFactor:factorOff')}
      </p>
      {own && on && (
        <>
          <p className="field-description">{t('secondFactor:newCodesIntro')}</p>
          <Button
            buttonStyle="secondary"
            disabled={working}
            onClick={async () => {
              const answer = await post('/users/second-factor/recovery-codes')
              if (answer) setCodes(((await answer.json()) as { codes: string[] }).codes)
            }}
          >
            {t('secondFactor:newCodes')}
          </Button>
        </>
      )}
      {!own && isAdmin && on && (
        <>
          <p className="field-description">{t('secondFactor:resetIntro')}</p>
          {!confirming ? (
            <Button buttonStyle="secondary" disabled={working} onClick={() => setConfirming(true)}>
              {t('secondFactor:reset')}
            </Button>
          ) : (
            // A reset lets the next holder of the password enrol: asked twice, with why.
            <div
              className="second-factor__confirm"
              role="alertdialog"
              aria-labelledby="second-factor-reset-warning"
            >
              <p className="field-description" id="second-factor-reset-warning">
                {t('secondFactor:resetWarning')}
              </p>
              <Button
                buttonStyle="error"
                className="second-factor__danger"
                disabled={working}
                onClick={async () => {
                  if (await post(`/users/${id}/second-factor/reset`)) {
                    setWasReset(true)
                    setMessage(t('secondFactor:resetDone'))
                  }
                  setConfirming(false)
                }}
              >
                {t('secondFactor:resetConfirm')}
              </Button>
              <Button buttonStyle="secondary" onClick={() => setConfirming(false)}>
                {t('secondFactor:cancel')}
              </Button>
            </div>
          )}
        </>
      )}
      {!own && isAdmin && !on && (
        <>
          <p className="field-description">{t('secondFactor:inviteIntro')}</p>
          <Button
            buttonStyle="secondary"
            disabled={working}
            onClick={async () => {
              if (await post(`/users/${id}/second-factor/reset`))
                setMessage(t('secondFactor:inviteDone'))
            }}
          >
            {t('secondFactor:invite')}
          </Button>
        </>
      )}
      {codes && <RecoveryCodes codes={codes} />}
      {message && <p role="status">{message}</p>}
    </div>
  )
}
