import type { ReactNode } from 'react'

import { sectionHeading } from './styles'

type Props = {
  /** The section's header; without one the section has no heading of its own. */
  heading?: string
  children: ReactNode
  className?: string
  /** Tint the band, to set sections apart on long pages. */
  tinted?: boolean
}

/** The common frame of a section: a band with the page's width and rhythm, and its h2. */
export function Section({ heading, children, className = '', tinted = false }: Props) {
  return (
    <section className={`py-10 md:py-14 ${tinted ? 'bg-brand-50' : ''} ${className}`}>
      <div className="mx-auto w-full max-w-7xl px-4">
        {heading && <h2 className={`mb-6 ${sectionHeading}`}>{heading}</h2>}
        {children}
      </div>
    </section>
  )
}
