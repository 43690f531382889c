'use client'

import { useCallback, useRef, useState } from 'react'

export type NoticeTone = 'success' | 'error'

/** One notice on screen. `key` is new on every `show`, so the same text shown again restarts its timer. */
export type NoticeState = { tone: NoticeTone; text: string; key: number }

/** The notice a form shows after it is sent: `show` puts one up (replacing any), `dismiss` takes it down. */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeState | null>(null)
  const counter = useRef(0)
  const show = useCallback((tone: NoticeTone, text: string) => {
    counter.current += 1
    setNotice({ tone, text, key: counter.current })
  }, [])
  const dismiss = useCallback(() => setNotice(null), [])
  return { notice, show, dismiss }
}
