'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { type FormEvent, useState } from 'react'

import type { CustomTranslationsKeys, CustomTranslationsObject } from '@/i18n/messages/adminEn'

import type { SecondFactorStep } from '../../secondFactor/requireSecondFactor'

import { RecoveryCodes } from '../SecondFactor/RecoveryCodes'

type Refusal = { errors?: { message?: string; data?: { secondFactor?: SecondFactorStep } }[] }

/**
 * Email and password, then, when the server asks for it, the second factor: a code (or a recovery
 * code), or the QR code of a new authenticator and its first code; after setting one up, the
 * recovery codes, shown once. Each step posts to Payload's own sign-in, which sets the cookie.
 */
export function SignInForm({ next, invitation }: { next: string; invitation: string }) {
  const { config } = useConfig()
  const { t } = useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()
  const [step, setStep] = useState<SecondFactorStep | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const api = (path: `/${string}`) => formatAdminURL({ apiRoute: config.routes.api, path })

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setWorking(true)
    try {
      const answer = await fetch(api('/users/login'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: form.get('email'),
          password: form.get('password'),
          code: form.get('code') ?? undefined,
          enrolment: step?.step === 'enrol' ? step.enrolment : undefined,
          invitation: invitation || undefined,
        }),
      })
      if (answer.ok) {
        if (step?.step === 'enrol') return await showRecoveryCodes()
        window.location.assign(next)
        return
      }
      const refusal = (await answer.json().catch(() => null)) as Refusal | null
      const error = refusal?.errors?.[0]
      if (error?.data?.secondFactor) setStep(error.data.secondFactor)
      setMessage(error?.message ?? t('secondFactor:failed'))
    } catch {
      setMessage(t('secondFactor:failed'))
    } finally {
      setWorking(false)
    }
  }

  async function showRecoveryCodes() {
    const answer = await fetch(api('/users/second-factor/recovery-codes'), {
      method: 'POST',
      credentials: 'include',
    }).catch(() => null)
    const codes = answer?.ok ? ((await answer.json()) as { codes: string[] }).codes : null
    if (codes) setRecoveryCodes(codes)
    else window.location.assign(next)
  }

  if (recoveryCodes)
    return (
      <div className="sign-in sign-in__recovery">
        <h1>{t('secondFactor:recoveryTitle')}</h1>
        <p>{t('secondFactor:recoveryIntro')}</p>
        <RecoveryCodes codes={recoveryCodes} />
        <Button onClick={() => window.location.assign(next)}>{t('secondFactor:continue')}</Button>
      </div>
    )

  // The email and password stay in the form (hidden once accepted) so each step re-sends them.
  const credentialsAccepted = step !== null
  return (
    // Were it ever submitted natively (its script not running), `method="post"` keeps the password
    // out of the address, where a GET would put it.
    <form className="sign-in" method="post" onSubmit={signIn} noValidate>
      <h1>{t('secondFactor:signInTitle')}</h1>
      <div className="field-type email" hidden={credentialsAccepted}>
        <label className="field-label" htmlFor="field-email">
          {t('secondFactor:email')}
        </label>
        <input id="field-email" name="email" type="email" autoComplete="email" dir="ltr" required />
      </div>
      <div className="field-type password" hidden={credentialsAccepted}>
        <label className="field-label" htmlFor="field-password">
          {t('secondFactor:password')}
        </label>
        <input
          id="field-password"
          name="password"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          required
        />
      </div>
      {step?.step === 'enrol' && (
        <div className="sign-in__enrol">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
          <img src={step.qr} alt={t('secondFactor:qrAlt')} width={240} height={240} />
          <p>
            {t('secondFactor:manualKey')}{' '}
            <code dir="ltr" data-totp-secret>
              {step.secret}
            </code>
          </p>
        </div>
      )}
      {step && (
        <div className="field-type text">
          <label className="field-label" htmlFor="field-code">
            {t('secondFactor:code')}
          </label>
          <input
            id="field-code"
            name="code"
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            aria-describedby="sign-in-message"
            dir="ltr"
            autoFocus
            required
          />
        </div>
      )}
      <p className="sign-in__message" id="sign-in-message" role="alert">
        {message}
      </p>
      <Button type="submit" disabled={working}>
        {t('secondFactor:signIn')}
      </Button>
      <a className="sign-in__forgot" href={`${config.routes.admin}/forgot`}>
        {t('secondFactor:forgot')}
      </a>
    </form>
  )
}
