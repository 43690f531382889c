'use client'

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

import { MapPinIcon } from '@/components/icons'
import type { BranchView } from './wire'

type Props = {
  branches: BranchView[]
  /** The tab list's name (the section's header), when there is one. */
  label?: string
  headingLevel: 2 | 3
  /** The details' names, and each branch's map title, worded on the server. */
  labels: {
    address: string
    poBox: string
    phone: string
    fax: string
    noMapLocation: string
    mapTitles: string[]
  }
}

const tabClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/**
 * Branch tabs (WAI-ARIA tabs, manual activation): the arrow keys move between branches and Enter or
 * Space picks one, because each pick loads a new map. The first branch is picked at first (spec
 * §2.5). Every branch's details are in the page; only the picked one's map is loaded.
 */
export function BranchPicker({ branches, label, headingLevel, labels }: Props) {
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const baseId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    // Right means "next" in English and "previous" in Arabic: follow the reading direction.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const last = branches.length - 1
    const target: Record<string, number> = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: last,
    }
    if (!(event.key in target)) return
    event.preventDefault()
    const next = (target[event.key]! + branches.length) % branches.length
    tabs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label || undefined} className="flex flex-wrap gap-3">
        {branches.map((branch, index) => {
          const active = index === selected
          return (
            <button
              key={branch.id}
              ref={(el) => {
                tabs.current[index] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${tabClass} ${active ? 'bg-brand-600 text-white hover:bg-brand-700' : 'bg-white text-brand-700 hover:bg-brand-50'}`}
            >
              {branch.name}
            </button>
          )
        })}
      </div>
      {branches.map((branch, index) => (
        <div
          key={branch.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          // A panel with no link and no map has nothing to focus: it takes the focus itself.
          tabIndex={branch.phone || branch.mapSrc ? undefined : 0}
          className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <div className="rounded-2xl border border-brand-100 bg-white p-6">
            <Heading className="flex items-center gap-2 text-xl font-bold text-brand-900">
              <span className="text-brand-600">
                <MapPinIcon />
              </span>
              {branch.name}
            </Heading>
            {branch.location && <p className="mt-1 text-slate-600">{branch.location}</p>}
            <dl className="mt-5 space-y-4">
              {branch.address && (
                <Detail label={labels.address}>
                  <span className="whitespace-pre-line">{branch.address}</span>
                </Detail>
              )}
              {branch.poBox && <Detail label={labels.poBox}>{branch.poBox}</Detail>}
              {branch.phone && (
                <Detail label={labels.phone}>
                  <a
                    href={branch.phone.href}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                  >
                    <bdi dir="ltr">{branch.phone.text}</bdi>
                  </a>
                </Detail>
              )}
              {branch.fax && (
                <Detail label={labels.fax}>
                  <bdi dir="ltr">{branch.fax}</bdi>
                </Detail>
              )}
            </dl>
          </div>
          <div className="min-h-80 overflow-hidden rounded-2xl border border-brand-100 bg-brand-50">
            {branch.mapSrc ? (
              index === selected && (
                <iframe
                  key={branch.mapSrc}
                  src={branch.mapSrc}
                  title={labels.mapTitles[index]}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  // No sandbox: a map needs its scripts and its own origin, and a sandbox that
                  // allows both guards nothing the browser does not already (decision 091).
                  allowFullScreen
                  className="block h-80 w-full border-0 lg:h-full lg:min-h-96"
                />
              )
            ) : (
              <p className="flex h-full min-h-80 items-center justify-center p-6 text-center text-slate-700">
                {labels.noMapLocation}
              </p>
            )}
          </div>
        </div>
      ))}
    </div>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-ink">{children}</dd>
    </div>
  )
}
