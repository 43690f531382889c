'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { applicationStatuses } from '@/features/careers/client'
import { requestStatuses, requestTypes } from '@/features/service-requests/client'
import { adminLocale } from '@/i18n/locales'
import type { CustomTranslationsKeys, CustomTranslationsObject } from '@/i18n/messages/adminEn'

import type { PersonDataListing } from '../endpoints'

type Query = { email: string; phone: string; idNumber: string; passport: string }
type Found = { query: Query; listing: PersonDataListing }

const fields = [
  { name: 'email', word: 'admin:personEmail', type: 'email', dir: 'ltr' },
  { name: 'phone', word: 'admin:personPhone', type: 'tel', dir: 'ltr' },
  { name: 'idNumber', word: 'admin:personIdNumber', type: 'text', dir: 'ltr' },
  { name: 'passport', word: 'admin:personPassport', type: 'text', dir: 'ltr' },
] as const

/**
 * The search form and what it found, with the two actions on it. The identifiers travel in POST
 * bodies only; the listing shows what identifies each record (a reference, a subject), and each
 * record opens in its own admin screen.
 */
export function DataRightsForm() {
  const { config } = useConfig()
  const { i18n, t } = useTranslation<CustomTranslationsObject, CustomTranslationsKeys>()
  const language = adminLocale(i18n.language)
  const [found, setFound] = useState<Found | null>(null)
  const [working, setWorking] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [summaryLanguage, setSummaryLanguage] = useState<'' | 'en' | 'ar'>('')

  const confirmButton = useRef<HTMLDivElement>(null)
  const eraseButton = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // The warning takes the place of the button: focus goes to it, and back when it closes.
    if (confirming) confirmButton.current?.querySelector('button')?.focus()
  }, [confirming])

  /**
   * Posts one action and reads its answer with `read`, the buttons off until both are done; a
   * refusal or a broken answer shows its message and gives null.
   */
  const call = async <T,>(
    action: 'search' | 'export' | 'erase',
    body: Record<string, unknown>,
    read: (answer: Response) => Promise<T>,
  ): Promise<T | null> => {
    setWorking(true)
    setMessage(null)
    try {
      const answer = await fetch(
        formatAdminURL({ apiRoute: config.routes.api, path: `/data-rights/${action}` }),
        {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
      )
      if (!answer.ok) {
        const refused = (await answer.json().catch(() => null)) as { message?: string } | null
        setMessage(t('admin:requestFailed', { message: refused?.message ?? answer.statusText }))
        return null
      }
      return await read(answer)
    } catch (error) {
      setMessage(t('admin:requestFailed', { message: String(error) }))
      return null
    } finally {
      setWorking(false)
    }
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = {
      email: String(form.get('email') ?? ''),
      phone: String(form.get('phone') ?? ''),
      idNumber: String(form.get('idNumber') ?? ''),
      passport: String(form.get('passport') ?? ''),
    }
    setConfirming(false)
    const listing = await call(
      'search',
      query,
      async (answer) => (await answer.json()) as PersonDataListing,
    )
    setFound(listing ? { query, listing } : null)
  }

  async function download() {
    if (!found) return
    const archive = await call(
      'export',
      { ...found.query, language: summaryLanguage || undefined },
      async (answer) => ({
        name:
          /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ??
          'personal-data.zip',
        blob: await answer.blob(),
      }),
    )
    if (!archive) return
    const link = document.createElement('a')
    link.href = URL.createObjectURL(archive.blob)
    link.download = archive.name
    link.click()
    // Some browsers read the address after the click returns.
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
  }

  async function erase() {
    if (!found) return
    // Exactly the records listed: one that came in since, or that matches another way, stays.
    const shown = {
      serviceRequests: found.listing.serviceRequests.map((row) => row.id),
      contactMessages: found.listing.contactMessages.map((row) => row.id),
      jobApplications: found.listing.jobApplications.map((row) => row.id),
    }
    const erased = await call(
      'erase',
      { ...found.query, shown },
      async (answer) => (await answer.json()) as PersonDataListing,
    )
    setConfirming(false)
    if (!erased) return
    setFound(null)
    setMessage(t('admin:erased', { count: total(erased) }))
  }

  const label = (
    list: readonly { value: string; label: { en: string; ar: string } }[],
    value: string,
  ) => list.find((item) => item.value === value)?.label[language] ?? value
  const admin = config.routes.admin
  const listing = found?.listing
  const sections = listing
    ? [
        {
          title: t('admin:serviceRequests'),
          rows: listing.serviceRequests.map((row) => ({
            key: `service-requests/${row.id}`,
            text: `${row.reference} · ${label(requestTypes, row.type)} · ${label(requestStatuses, row.status)}`,
            createdAt: row.createdAt,
          })),
        },
        {
          title: t('admin:contactMessages'),
          rows: listing.contactMessages.map((row) => ({
            key: `contact-messages/${row.id}`,
            text: row.subject,
            createdAt: row.createdAt,
          })),
        },
        {
          title: t('admin:jobApplications'),
          rows: listing.jobApplications.map((row) => ({
            key: `job-applications/${row.id}`,
            text: `${row.reference} · ${label(applicationStatuses, row.status)}`,
            createdAt: row.createdAt,
          })),
        },
        {
          title: t('admin:emailsAbout'),
          rows: listing.emails.map((row) => ({
            key: `emails/${row.id}`,
            text: row.subject,
            createdAt: row.createdAt,
          })),
        },
        {
          title: t('admin:files'),
          rows: listing.files.map((file) => ({
            key: `${file.collection}/${file.id}`,
            text: file.path,
            createdAt: null,
          })),
        },
      ]
    : []

  return (
    <div className="data-rights__body">
      <form className="data-rights__form" onSubmit={search}>
        {fields.map((field) => (
          <div className="field-type text" key={field.name}>
            <label className="field-label" htmlFor={`data-rights-${field.name}`}>
              {t(field.word)}
            </label>
            <input
              id={`data-rights-${field.name}`}
              name={field.name}
              type={field.type}
              dir={field.dir}
              autoComplete="off"
            />
          </div>
        ))}
        <Button type="submit" disabled={working}>
          {working ? t('admin:working') : t('admin:findPerson')}
        </Button>
      </form>

      <p className="data-rights__message" role="status">
        {message}
      </p>

      {listing &&
        (total(listing) === 0 ? (
          <p data-data-rights-empty>{t('admin:nothingFound')}</p>
        ) : (
          <div className="data-rights__found" data-data-rights-found={total(listing)}>
            {sections.map((section) => (
              <section key={section.title} data-kind={section.title}>
                <h2>
                  {section.title} ({section.rows.length})
                </h2>
                <ul>
                  {section.rows.map((row) => (
                    <li key={row.key}>
                      <a href={`${admin}/collections/${row.key}`} dir="auto">
                        {row.text}
                      </a>
                      {row.createdAt && (
                        <time dateTime={row.createdAt}>
                          {' · '}
                          {new Date(row.createdAt).toLocaleDateString(
                            language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB',
                            { timeZone: 'Asia/Riyadh', dateStyle: 'medium' },
                          )}
                        </time>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {listing.tooMany ? (
              <p role="alert">{t('admin:tooMany')}</p>
            ) : (
              <div className="data-rights__actions">
                <span className="data-rights__language">
                  <label htmlFor="data-rights-language">{t('admin:summaryLanguage')}</label>
                  <select
                    id="data-rights-language"
                    value={summaryLanguage}
                    onChange={(event) => setSummaryLanguage(event.target.value as '' | 'en' | 'ar')}
                  >
                    <option value="">{t('admin:theirLanguage')}</option>
                    <option value="en">English</option>
                    <option value="ar">العربية</option>
                  </select>
                </span>
                <Button buttonStyle="secondary" disabled={working} onClick={download}>
                  {t('admin:downloadArchive')}
                </Button>
                {!confirming ? (
                  <div ref={eraseButton}>
                    <Button
                      buttonStyle="error"
                      className="data-rights__danger"
                      disabled={working}
                      onClick={() => setConfirming(true)}
                    >
                      {t('admin:eraseAll')}
                    </Button>
                  </div>
                ) : (
                  <div
                    className="data-rights__confirm"
                    role="alertdialog"
                    aria-labelledby="data-rights-erase-warning"
                    ref={confirmButton}
                  >
                    <p id="data-rights-erase-warning">{t('admin:eraseWarning')}</p>
                    <Button
                      buttonStyle="error"
                      className="data-rights__danger"
                      disabled={working}
                      onClick={erase}
                    >
                      {t('admin:eraseConfirm')}
                    </Button>
                    <Button
                      buttonStyle="secondary"
                      onClick={() => {
                        setConfirming(false)
                        requestAnimationFrame(() =>
                          eraseButton.current?.querySelector('button')?.focus(),
                        )
                      }}
                    >
                      {t('admin:cancel')}
                    </Button>
                  </div>
                )}
              </div>
            )}
          </div>
        ))}
    </div>
  )
}

function total(listing: PersonDataListing): number {
  return (
    listing.serviceRequests.length +
    listing.contactMessages.length +
    listing.jobApplications.length +
    listing.emails.length +
    listing.files.length
  )
}
