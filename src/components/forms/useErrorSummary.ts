'use client'

import { useCallback, useState } from 'react'
import type { FieldErrors, FieldValues } from 'react-hook-form'

import type { SummaryItem } from './ErrorSummary'

/**
 * What the error summary lists: the fields that failed at the last submit, in form order, while
 * they still fail. Fixing a field takes it off; a field that fails later (on blur) is not added
 * until the next submit, so the announced list never grows on its own.
 */
export function useErrorSummary<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
) {
  const [fields, setFields] = useState<string[]>([])
  const [problem, setProblem] = useState<string>()
  const [focusKey, setFocusKey] = useState(0)

  const items: SummaryItem[] = fields.flatMap((field) => {
    const message = errors[field]?.message
    return typeof message === 'string' ? [{ id: field, message }] : []
  })

  /** After a failed submit: the fields that failed, and a message for what no field explains. */
  const raise = useCallback(
    (failed: readonly string[], message?: string) => {
      setFields(order.filter((field) => failed.includes(field)))
      setProblem(message)
      setFocusKey((key) => key + 1)
    },
    [order],
  )

  const clear = useCallback(() => {
    setFields([])
    setProblem(undefined)
  }, [])

  return { items, problem, focusKey, visible: items.length > 0 || Boolean(problem), raise, clear }
}
