import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ErrorSlot } from './ErrorSlot'
import { controlAttributes, hintId } from './fieldIds'
import { groupWithErrorClass, hintClass, labelClass } from './styles'

export type FieldFrameProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
}

/** What a single-control field is given besides its control's own attributes. */
export type FieldProps = Omit<FieldFrameProps, 'id'> & { name: string; id?: string }

/**
 * A field's props parted into its frame's, its control's ties (id, name, the hint and error it is
 * described by) and the rest, which go on the control as they are. The id is the name unless given.
 */
export function splitField<P extends FieldProps>({
  id,
  name,
  label,
  hint,
  error,
  optional,
  ...rest
}: P) {
  const fieldId = id ?? name
  const frame: FieldFrameProps = { id: fieldId, label, hint, error, optional }
  return { frame, control: controlAttributes(fieldId, name, { hint, error }), rest }
}

/** Label, hint, the control, then its error: the frame every single-control field shares. */
export function Field({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  const t = useTranslations('forms')
  return (
    <div className={error ? groupWithErrorClass : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t('optional')}</span> : null}
      </label>
      {hint ? (
        <p id={hintId(id)} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      <ErrorSlot id={id} error={error} />
    </div>
  )
}
