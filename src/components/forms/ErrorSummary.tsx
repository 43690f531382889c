'use client'

import { useTranslations } from 'next-intl'
import { type MouseEvent, useEffect, useId, useRef } from 'react'

export type SummaryItem = { id: string; message: string }

type Props = {
  items: readonly SummaryItem[]
  /** A problem not tied to one field (the request could not be sent). */
  problem?: string
  /** Changes on every failed submit: the summary takes focus each time, not only when it appears. */
  focusKey: number
}

/**
 * The GOV.UK error summary: at the top of the form, takes focus after a failed submit, links to
 * each field. The alert role sits on an inner element so screen readers announce it once.
 */
export function ErrorSummary({ items, problem, focusKey }: Props) {
  const t = useTranslations('forms')
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    ref.current?.focus()
  }, [focusKey])

  // While errors show, the document title says so too (read first when a screen reader lands).
  const prefix = t('errorPrefix')
  useEffect(() => {
    const original = document.title
    document.title = `${prefix} ${original}`
    return () => {
      document.title = original
    }
  }, [prefix])

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-lg border-4 border-red-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-accent-500"
    >
      <div role="alert">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {t('summaryTitle')}
        </h2>
        {problem ? <p className="mt-2 text-ink">{problem}</p> : null}
        {items.length ? (
          <ul className="mt-2 space-y-1">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => focusField(event, item.id)}
                  className="font-semibold text-red-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}

/** Brings the field's label into view (not only the control) and puts the cursor in the field. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`)
  ;(label ?? field).scrollIntoView({ block: 'start' })
  field.focus({ preventScroll: true })
}

type Summary = Props & { visible: boolean }

/** The summary while a failed submit has something to say (useErrorSummary); nothing otherwise. */
export function FormErrorSummary({ summary }: { summary: Summary }) {
  return summary.visible ? (
    <ErrorSummary items={summary.items} problem={summary.problem} focusKey={summary.focusKey} />
  ) : null
}
