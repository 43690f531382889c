import type { ComponentProps } from 'react'

import { Field, type FieldFrameProps } from './Field'
import { controlAttributes } from './fieldIds'
import { controlClass } from './styles'

export type SelectOption = { value: string; label: string }

type Props = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  Omit<FieldFrameProps, 'id'> & {
    name: string
    id?: string
    options: readonly SelectOption[]
    /** The empty first choice ("Choose…"); leave out when a value is always selected. */
    placeholder?: string
  }

/** A labelled dropdown of fixed options. */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  optional,
  className,
  options,
  placeholder,
  ...select
}: Props) {
  const fieldId = id ?? name
  return (
    <Field id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      <select
        {...controlAttributes(fieldId, name, { hint, error })}
        className={`${controlClass} ${className ?? ''}`}
        {...select}
      >
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
