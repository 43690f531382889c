'use client'

import { useEffect, useRef } from 'react'

type Props = {
  /** The id of the heading, which the section around the panel is labelled by. */
  id: string
  title: string
  referenceLabel: string
  reference: string
}

/**
 * What a visitor sees once a form went through (a service request, a job application): the thanks
 * and the reference to keep. Its heading takes focus when it appears, so that a screen reader reads
 * it at once; what follows it (what happens next, where to go) is the caller's.
 */
export function ReferencePanel({ id, title, referenceLabel, reference }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="rounded-xl bg-brand-700 p-5 text-center text-white md:p-6">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold outline-none md:text-2xl"
      >
        {title}
      </h2>
      <p className="mt-3">{referenceLabel}</p>
      <p className="mt-1 text-2xl font-bold" data-testid="reference">
        <bdi dir="ltr">{reference}</bdi>
      </p>
    </div>
  )
}
