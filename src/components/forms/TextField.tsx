import type { ComponentProps } from 'react'

import { Field, type FieldProps, splitField } from './Field'
import { controlClass } from './styles'

type Props = Omit<ComponentProps<'input'>, 'id'> & FieldProps

/**
 * A labelled input. Spread react-hook-form's `register(name)` into it; pass `dir="ltr"` for IDs,
 * phone numbers and emails so they read left to right in Arabic too.
 */
export function TextField({ className, ...props }: Props) {
  const { frame, control, rest } = splitField(props)
  return (
    <Field {...frame}>
      <input {...control} className={`${controlClass} ${className ?? ''}`} {...rest} />
    </Field>
  )
}
