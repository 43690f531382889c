import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { ErrorSlot } from './ErrorSlot'
import { hintId } from './fieldIds'
import { groupWithErrorClass, hintClass, labelClass } from './styles'

export type FieldFrameProps = {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string
  optional?: boolean
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
