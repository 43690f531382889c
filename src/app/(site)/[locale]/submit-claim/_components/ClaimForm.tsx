'use client'

import { useTranslations } from 'next-intl'

import { FormFields } from '@/components/forms/FormFields'
import { RequestReceived } from '@/components/forms/RequestReceived'
import { ServiceRequestFormFrame } from '@/components/forms/ServiceRequestFormFrame'
import { useServiceRequestForm } from '@/components/forms/useServiceRequestForm'
import { textLink } from '@/components/ui/styles'
import type { claimForm } from '@/forms/serviceRequests/claim'
import type { BrowserServiceForm } from '@/forms/serviceRequests/serviceForm'
import type { LocalizedOptionLists } from '@/forms/serviceRequests/options'

const loadSchema = () => import('@/forms/serviceRequests/claim').then((m) => m.claimForm.schema)

type Props = {
  form: BrowserServiceForm<(typeof claimForm)['fields']>
  privacyHref: string
  claimsHref: string
  lists: LocalizedOptionLists
}

/** Submit your claim (spec §2.6). The reference it gives, with the ID, tracks the claim. */
export function ClaimForm({ form: browserForm, privacyHref, claimsHref, lists }: Props) {
  const t = useTranslations('forms')
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    loadSchema,
    lists,
  )

  if (reference) {
    return (
      <RequestReceived reference={reference} onAnother={startAgain}>
        <p>
          {t.rich('claim.received', {
            link: (chunks) => (
              <a href={claimsHref} className={textLink}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </RequestReceived>
    )
  }

  return (
    <ServiceRequestFormFrame form="claim" privacyHref={privacyHref} {...frame}>
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
}
