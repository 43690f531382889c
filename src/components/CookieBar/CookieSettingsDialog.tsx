'use client'

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'

import { CloseIcon } from '@/components/icons'
import { buttonPrimary, textLink } from '@/components/ui/styles'

import type { CookieTexts } from './texts'

/** An independent explainer of what cookies are (spec §2.6 "more information"). */
const MORE_INFO_URL = 'https://www.allaboutcookies.org/'

type Props = {
  texts: CookieTexts
  open: boolean
  onClose: () => void
  onSave: () => void
  onReject: () => void
}

const tabs = ['privacy', 'necessary'] as const

/** The cookie settings dialog: a modal with two tabs; saving the settings is the same as accepting. */
export function CookieSettingsDialog({ texts, open, onClose, onSave, onReject }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const [active, setActive] = useState<(typeof tabs)[number]>('privacy')
  const id = useId()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); in Arabic the row runs right to left.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = document.documentElement.dir === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[
      event.key as 'ArrowRight' | 'ArrowLeft'
    ]
    let next: number | null = null
    if (step) next = (index + step + tabs.length) % tabs.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = tabs.length - 1
    if (next === null) return
    event.preventDefault()
    setActive(tabs[next] ?? 'privacy')
    tabRefs.current[next]?.focus()
  }

  const labels = { privacy: texts.tabPrivacy, necessary: texts.tabNecessary }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
          {texts.dialogTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.close}
          className="rounded-md p-1.5 text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
      <div className="px-5 pt-4">
        <div
          role="tablist"
          aria-label={texts.dialogTitle}
          className="flex gap-1 border-b border-slate-200"
        >
          {tabs.map((tab, index) => (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={active === tab}
              aria-controls={`${id}-panel-${tab}`}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => setActive(tab)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
                active === tab
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-brand-700'
              }`}
            >
              {labels[tab]}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel-privacy`}
          aria-labelledby={`${id}-tab-privacy`}
          hidden={active !== 'privacy'}
          className="py-4 text-sm leading-relaxed"
        >
          <p>{texts.privacyText}</p>
          <a
            href={MORE_INFO_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`mt-3 inline-block ${textLink}`}
          >
            {texts.moreInfo}
          </a>
        </div>
        <div
          role="tabpanel"
          id={`${id}-panel-necessary`}
          aria-labelledby={`${id}-tab-necessary`}
          hidden={active !== 'necessary'}
          className="py-4 text-sm leading-relaxed"
        >
          <div className="mb-2 flex items-center justify-between gap-4">
            <h3 className="font-bold text-brand-900">{texts.tabNecessary}</h3>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
              {texts.alwaysOn}
            </span>
          </div>
          <p>{texts.necessaryText}</p>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-4">
        <button type="button" onClick={onReject} className={`${buttonPrimary} px-4 py-2 text-sm`}>
          {texts.rejectAll}
        </button>
        <button type="button" onClick={onSave} className={`${buttonPrimary} px-4 py-2 text-sm`}>
          {texts.save}
        </button>
      </div>
    </dialog>
  )
}
