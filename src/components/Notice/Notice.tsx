'use client'

import { useTranslations } from 'next-intl'
import { type FocusEvent, useEffect, useState } from 'react'

import { CloseIcon } from '@/components/icons'

import type { NoticeState, NoticeTone } from './useNotice'

/** How long a notice stays up (spec §9). */
export const NOTICE_DURATION_MS = 6000

type Props = {
  notice: NoticeState | null
  onDismiss: () => void
  duration?: number
}

/**
 * A notice at the top of the screen, at the end of the reading line (top right in English, top left
 * in Arabic; spec §4), that hides itself after `duration` or when closed. Both live regions are
 * always in the page, so screen readers announce a notice as it appears: a success politely
 * (status), a failure at once (alert). Focus stays where it is.
 */
export function Notice({ notice, onDismiss, duration = NOTICE_DURATION_MS }: Props) {
  const toast = (tone: NoticeTone) =>
    notice?.tone === tone ? (
      <Toast key={notice.key} notice={notice} onDismiss={onDismiss} duration={duration} />
    ) : null
  return (
    <>
      <div role="status" aria-atomic="true">
        {toast('success')}
      </div>
      <div role="alert" aria-atomic="true">
        {toast('error')}
      </div>
    </>
  )
}

const toneClass: Record<NoticeTone, string> = {
  success: 'border-s-brand-600',
  error: 'border-s-red-700',
}

/**
 * One notice and its timer. The timer waits while the pointer or the keyboard is on the notice, so
 * nobody loses it halfway through reading it, and starts again in full when they leave.
 */
function Toast({
  notice,
  onDismiss,
  duration,
}: {
  notice: NoticeState
  onDismiss: () => void
  duration: number
}) {
  const t = useTranslations('notice')
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(onDismiss, duration)
    return () => clearTimeout(timer)
  }, [paused, duration, onDismiss])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false)
  }

  return (
    <div
      data-notice={notice.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={onBlur}
      className={`fixed end-4 top-4 z-50 flex w-[calc(100%-2rem)] max-w-sm items-start gap-3 rounded-lg border border-s-4 border-slate-200 bg-white p-4 text-ink shadow-lg ${toneClass[notice.tone]}`}
    >
      <p className="min-w-0 flex-1 font-semibold">{notice.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('close')}
        className="-m-1.5 shrink-0 rounded p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <CloseIcon className="h-5 w-5" />
      </button>
    </div>
  )
}
