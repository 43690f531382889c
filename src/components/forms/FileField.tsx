import type { ComponentProps } from 'react'

import { Field, type FieldFrameProps } from './Field'
import { describedBy } from './fieldIds'
import { controlClass } from './styles'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & Omit<FieldFrameProps, 'id'> & { name: string; id?: string }

/** A labelled file picker; the button part takes the site's secondary button look. */
export function FileField({ id, name, label, hint, error, optional, className, ...input }: Props) {
  const fieldId = id ?? name
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={fieldId}
        name={name}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, { hint: Boolean(hint), error })}
        className={`${controlClass} file:me-3 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:py-1.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-50 ${className ?? ''}`}
        {...input}
      />
    </Field>
  )
}
