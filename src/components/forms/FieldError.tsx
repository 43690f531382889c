import { useTranslations } from 'next-intl'

import { errorId } from './fieldIds'
import { errorTextClass } from './styles'

/** The message under a field; "Error:" is read out, not shown, so the colour is not the only cue. */
export function FieldError({ id, message }: { id: string; message: string }) {
  const t = useTranslations('forms')
  return (
    <p id={errorId(id)} className={errorTextClass}>
      <span className="sr-only">{t('errorPrefix')} </span>
      {message}
    </p>
  )
}
