'use client'

import { type KeyboardEvent, useEffect, useRef } from 'react'

export type Choice = {
  /** A month (year × 12 + month index) or a year: moving by one is one step in the grid. */
  value: number
  text: string
  /** The full name read out (the month with its year). */
  label: string
  disabled: boolean
  selected: boolean
  current: boolean
}

type Props = {
  label: string
  choices: readonly Choice[]
  active: number
  /** 4 per row on wide screens, 3 on narrow ones. */
  columns: 3 | 4
  /** How far PageUp and PageDown go: a year of months, a page of years. */
  page: number
  dir: 'ltr' | 'rtl'
  /** Asks for another value to be active; the calendar keeps it in range and turns the page. */
  onMove: (value: number) => void
  onChoose: (value: number) => void
}

const cellClass =
  'h-12 w-full rounded-lg text-base text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:text-slate-500 aria-disabled:line-through aria-disabled:hover:bg-transparent'

/**
 * The month and year pickers: a grid (WAI-ARIA grid pattern) with one tab stop. Arrow keys move
 * (left and right swap in Arabic), PageUp/PageDown turn a page, Home/End go to the row's ends,
 * Enter or Space chooses.
 */
export function ChoiceGrid({
  label,
  choices,
  active,
  columns,
  page,
  dir,
  onMove,
  onChoose,
}: Props) {
  const gridRef = useRef<HTMLDivElement>(null)
  // The grid appears because the visitor asked for it: its active cell takes focus then, and
  // again after every key that moves it.
  const wantFocus = useRef(true)

  useEffect(() => {
    if (!wantFocus.current) return
    wantFocus.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-value="${active}"]`)?.focus()
  }, [active, choices])

  const index = Math.max(
    0,
    choices.findIndex((choice) => choice.value === active),
  )
  const column = index % columns

  const onKeyDown = (event: KeyboardEvent) => {
    const back = dir === 'rtl' ? 1 : -1
    const steps: Record<string, number> = {
      ArrowLeft: back,
      ArrowRight: -back,
      ArrowUp: -columns,
      ArrowDown: columns,
      PageUp: -page,
      PageDown: page,
      Home: -column,
      End: Math.min(columns - 1 - column, choices.length - 1 - index),
    }
    const step = steps[event.key]
    if (step !== undefined) {
      event.preventDefault()
      wantFocus.current = true
      onMove(active + step)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const choice = choices[index]
      if (choice && !choice.disabled) onChoose(choice.value)
    }
  }

  const rows: Choice[][] = []
  for (let start = 0; start < choices.length; start += columns)
    rows.push(choices.slice(start, start + columns))

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="mt-2 space-y-1"
    >
      {rows.map((row) => (
        <div
          key={row[0]?.value}
          role="row"
          className={`grid gap-1 ${columns === 4 ? 'grid-cols-4' : 'grid-cols-3'}`}
        >
          {row.map((choice) => (
            <div key={choice.value} role="gridcell" aria-selected={choice.selected}>
              <button
                type="button"
                data-value={choice.value}
                tabIndex={choice.value === active ? 0 : -1}
                aria-label={choice.label}
                aria-disabled={choice.disabled || undefined}
                aria-current={choice.current ? 'date' : undefined}
                onClick={() => {
                  if (!choice.disabled) onChoose(choice.value)
                }}
                className={`${cellClass} ${
                  choice.selected
                    ? 'bg-brand-600 font-semibold text-white hover:bg-brand-700'
                    : choice.current
                      ? 'font-semibold ring-2 ring-inset ring-brand-600'
                      : ''
                }`}
              >
                {choice.text}
              </button>
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
