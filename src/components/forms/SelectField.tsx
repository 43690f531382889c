import type { ComponentProps } from 'react'

import { Field, type FieldProps, splitField } from './Field'
import { controlClass } from './styles'

export type SelectOption = { value: string; label: string }

type Props = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  FieldProps & {
    options: readonly SelectOption[]
    /** The empty first choice ("Choose…"); leave out when a value is always selected. */
    placeholder?: string
  }

/** A labelled dropdown of fixed options. */
export function SelectField({ className, options, placeholder, ...props }: Props) {
  const { frame, control, rest } = splitField(props)
  return (
    <Field {...frame}>
      <select {...control} className={`${controlClass} ${className ?? ''}`} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
