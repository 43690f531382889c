'use client'

import { useTranslations } from 'next-intl'

import { textLink } from '@/components/ui/styles'
import type { Messages } from '@/i18n/messages'

type FormMessages = Messages['forms']
/** The forms whose messages have a `purpose` line. */
type FormWithPurpose = {
  [K in keyof FormMessages]: FormMessages[K] extends { purpose: string } ? K : never
}[keyof FormMessages]

type Props = {
  /** Whose purpose line to show (`forms.<form>.purpose`, with a <link> to the privacy policy). */
  form: FormWithPurpose
  privacyHref: string
  /** Inside a frame the policy opens in the whole window. */
  target?: '_top'
}

/** Every form that takes personal data says what for and links the privacy policy (PDPL). */
export function PrivacyNotice({ form, privacyHref, target }: Props) {
  const t = useTranslations('forms')
  return (
    <p className="text-slate-700">
      {t.rich(`${form}.purpose`, {
        link: (chunks) => (
          <a href={privacyHref} target={target} className={textLink}>
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}
