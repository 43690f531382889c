'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { buttonPrimary, buttonSecondary } from '@/components/ui/styles'

import { CookieSettingsDialog } from './CookieSettingsDialog'
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent, saveConsent, subscribeConsent } from './consent'
import type { CookieTexts } from './texts'

/**
 * On the server and while hydrating the choice is unknown: the bar is rendered, so a first visit
 * shows it from the first paint (appearing after hydration moved the page: layout shift), and a
 * visitor who has chosen never sees it, as `CookieDecisionScript` hides it before that paint.
 */
const serverSnapshot = () => 'unknown' as const

/**
 * The cookie bar (spec §2.6, §4): fixed at the bottom until the visitor decides. "Reject all" is as
 * prominent as "Accept". While it shows, the page keeps room below so it never hides the focused
 * element or the end of the page.
 */
export function CookieBar({ texts }: { texts: CookieTexts }) {
  const choice = useSyncExternalStore(subscribeConsent, readConsent, serverSnapshot)
  const [dialogOpen, setDialogOpen] = useState(false)
  const barRef = useRef<HTMLDivElement>(null)
  const visible = choice !== 'true' && choice !== 'false'

  useEffect(() => {
    const open = () => setDialogOpen(true)
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open)
  }, [])

  useEffect(() => {
    const bar = barRef.current
    if (!visible || !bar) return
    const root = document.documentElement
    const reserve = () => {
      const height = `${bar.offsetHeight}px`
      root.style.scrollPaddingBottom = height
      document.body.style.paddingBottom = height
    }
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = ''
      document.body.style.paddingBottom = ''
    }
  }, [visible])

  const decide = (accepted: boolean) => {
    saveConsent(accepted)
    setDialogOpen(false)
  }

  return (
    <>
      {visible && (
        <div
          ref={barRef}
          role="region"
          aria-label={texts.dialogTitle}
          data-cookie-bar
          className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:justify-between">
            <p className="text-sm leading-relaxed text-ink md:max-w-3xl">{texts.text}</p>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => setDialogOpen(true)}
                className={`${buttonSecondary} px-4 py-2 text-sm`}
              >
                {texts.settings}
              </button>
              <button
                type="button"
                onClick={() => decide(false)}
                className={`${buttonPrimary} px-4 py-2 text-sm`}
              >
                {texts.rejectAll}
              </button>
              <button
                type="button"
                onClick={() => decide(true)}
                className={`${buttonPrimary} px-4 py-2 text-sm`}
              >
                {texts.accept}
              </button>
            </div>
          </div>
        </div>
      )}
      <CookieSettingsDialog
        texts={texts}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSave={() => decide(true)}
        onReject={() => decide(false)}
      />
    </>
  )
}
