'use client'

import { type ReactNode, useId, useState } from 'react'

import { PlusMinusIcon } from '@/components/icons'

import { Disclosure } from '../shared/Disclosure'

export type FaqAccordionItem = { id: string; question: string; answer: ReactNode }

/** One answer open at a time; opening the open one again closes it (spec §2.5). */
export function FaqAccordion({
  items,
  headingLevel,
}: {
  items: FaqAccordionItem[]
  headingLevel: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [open, setOpen] = useState<number | null>(null)
  const baseId = useId()
  return (
    <div className="divide-y divide-brand-100 border-y border-brand-100">
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${baseId}-q-${index}`
        const panelId = `${baseId}-a-${index}`
        return (
          <div key={item.id}>
            <Disclosure
              heading={Heading}
              ids={{ button: buttonId, panel: panelId }}
              expanded={expanded}
              onToggle={() => setOpen(expanded ? null : index)}
              title={item.question}
              mark={<ToggleMark open={expanded} />}
              buttonClass="flex w-full items-center justify-between gap-4 py-5 text-start text-lg font-semibold text-brand-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              panelClass="pb-6"
            >
              {item.answer}
            </Disclosure>
          </div>
        )
      })}
    </div>
  )
}

function ToggleMark({ open }: { open: boolean }) {
  return (
    <span
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      aria-hidden="true"
    >
      <PlusMinusIcon open={open} />
    </span>
  )
}
