import type { ReactNode } from 'react'

/**
 * A wide table on a phone: it scrolls sideways inside a named, focusable region (so keyboard users
 * can scroll it too). `relative` keeps screen-reader-only texts, which are absolutely placed, inside
 * the scrolling box instead of widening the page.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {children}
    </div>
  )
}
