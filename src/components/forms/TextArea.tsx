import type { ComponentProps } from 'react'

import { Field, type FieldProps, splitField } from './Field'
import { controlClass } from './styles'

type Props = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps

/** A labelled multi-line input; four rows unless told otherwise (spec §9). */
export function TextArea({ className, rows = 4, ...props }: Props) {
  const { frame, control, rest } = splitField(props)
  return (
    <Field {...frame}>
      <textarea
        {...control}
        rows={rows}
        className={`${controlClass} ${className ?? ''}`}
        {...rest}
      />
    </Field>
  )
}
