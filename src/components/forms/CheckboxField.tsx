import type { ComponentProps, ReactNode } from 'react'

import { ErrorSlot } from './ErrorSlot'
import { describedBy } from './fieldIds'
import { groupWithErrorClass } from './styles'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  name: string
  id?: string
  label: ReactNode
  error?: string
}

/** One checkbox with its label beside it (a consent or declaration). */
export function CheckboxField({ id, name, label, error, className, ...input }: Props) {
  const fieldId = id ?? name
  return (
    <div className={error ? groupWithErrorClass : undefined}>
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, { error })}
          className={`mt-0.5 h-6 w-6 shrink-0 rounded border-slate-500 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${className ?? ''}`}
          {...input}
        />
        <label htmlFor={fieldId} className="text-ink">
          {label}
        </label>
      </div>
      <ErrorSlot id={fieldId} error={error} />
    </div>
  )
}
