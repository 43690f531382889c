'use client'

import { type ReactNode, useId, useState } from 'react'

import { ChevronDownIcon } from '@/components/icons'

import { Disclosure } from '../shared/Disclosure'

export type DisclosureItem = { id: string; title: string; body: ReactNode }

/**
 * Titled parts that each open and close on their own (the disclosure pattern): unlike the FAQ,
 * several can be open at once, so a reader can compare them.
 */
export function Disclosures({
  items,
  headingLevel,
}: {
  items: DisclosureItem[]
  headingLevel: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const baseId = useId()
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <div className="space-y-3">
      {items.map((item, index) => {
        const expanded = open.has(item.id)
        const buttonId = `${baseId}-button-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div
            key={item.id}
            className={`rounded-2xl border ${expanded ? 'border-brand-500 bg-white' : 'border-brand-100 bg-white'}`}
          >
            <Disclosure
              heading={Heading}
              headingClass="text-base md:text-lg"
              ids={{ button: buttonId, panel: panelId }}
              expanded={expanded}
              onToggle={() => toggle(item.id)}
              title={item.title}
              mark={
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <ChevronDownIcon
                    className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  />
                </span>
              }
              buttonClass="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start font-semibold text-brand-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              panelClass="px-5 pb-5"
            >
              {item.body}
            </Disclosure>
          </div>
        )
      })}
    </div>
  )
}
