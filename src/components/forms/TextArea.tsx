import type { ComponentProps } from 'react'

import { Field, type FieldFrameProps } from './Field'
import { controlAttributes } from './fieldIds'
import { controlClass } from './styles'

type Props = Omit<ComponentProps<'textarea'>, 'id'> &
  Omit<FieldFrameProps, 'id'> & { name: string; id?: string }

/** A labelled multi-line input; four rows unless told otherwise (spec §9). */
export function TextArea({
  id,
  name,
  label,
  hint,
  error,
  optional,
  className,
  rows = 4,
  ...textarea
}: Props) {
  const fieldId = id ?? name
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...controlAttributes(fieldId, name, { hint, error })}
        rows={rows}
        className={`${controlClass} ${className ?? ''}`}
        {...textarea}
      />
    </Field>
  )
}
