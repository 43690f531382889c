import type { ComponentProps } from 'react'

import { Field, type FieldFrameProps } from './Field'
import { controlAttributes } from './fieldIds'
import { controlClass } from './styles'

type Props = Omit<ComponentProps<'input'>, 'id'> &
  Omit<FieldFrameProps, 'id'> & { name: string; id?: string }

/**
 * A labelled input. Spread react-hook-form's `register(name)` into it; pass `dir="ltr"` for IDs,
 * phone numbers and emails so they read left to right in Arabic too.
 */
export function TextField({ id, name, label, hint, error, optional, className, ...input }: Props) {
  const fieldId = id ?? name
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...controlAttributes(fieldId, name, { hint, error })}
        className={`${controlClass} ${className ?? ''}`}
        {...input}
      />
    </Field>
  )
}
