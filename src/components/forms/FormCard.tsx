import { type ReactNode, useId } from 'react'

import { sectionHeading } from '@/components/ui/styles'

/** A form under a content page's sections: a headed card, so it reads as one more section. */
export function FormCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className={sectionHeading}>
        {title}
      </h2>
      {intro && <div className="mt-2 space-y-2 text-slate-700">{intro}</div>}
      {children}
    </section>
  )
}
