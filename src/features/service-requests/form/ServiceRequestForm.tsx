'use client'

import type { ReactNode } from 'react'

import { FormCard } from '@/components/forms/FormCard'
import { FormFields } from '@/components/forms/FormFields'
import type { FieldList } from '@/forms/fieldList'
import type { LocalizedOptionLists, OptionValues } from '@/forms/options'
import type { BrowserServiceForm } from '../types/serviceForm'

import { formMessages } from './formMessages'
import { RequestReceived } from './RequestReceived'
import { schemaLoaders } from './schemaLoaders'
import { ServiceRequestFormFrame } from './ServiceRequestFormFrame'
import { useServiceRequestForm } from './useServiceRequestForm'

type Props = {
  /** The request type and its fields' layout, as the page made them from the type's field list. */
  form: BrowserServiceForm<FieldList<OptionValues>>
  privacyHref: string
  /** Inside a frame the privacy policy opens in the whole window. */
  privacyTarget?: '_top'
  /** The CMS lists the form's dropdowns offer, in the visitor's language. */
  lists?: LocalizedOptionLists
  /** What happens next, shown with the reference once the request is in (rendered by the page). */
  nextSteps: ReactNode
  /** Under a content page's sections: a headed card, its intro left out once the request is in. */
  card?: { title: string; intro: ReactNode }
  className?: string
}

/**
 * Every service request form (spec §2.6): the fields of its type's list, checked in the browser
 * with the schema the API checks again, sent, and the reference shown with what happens next.
 */
export function ServiceRequestForm({
  form: browserForm,
  privacyHref,
  privacyTarget,
  lists,
  nextSteps,
  card,
  className,
}: Props) {
  const { form, frame, reference, startAgain } = useServiceRequestForm(
    browserForm,
    schemaLoaders[browserForm.type],
    lists,
  )
  const shown = reference ? (
    <RequestReceived reference={reference} onAnother={startAgain}>
      {nextSteps}
    </RequestReceived>
  ) : (
    <ServiceRequestFormFrame
      form={formMessages[browserForm.type]}
      privacyHref={privacyHref}
      privacyTarget={privacyTarget}
      {...frame}
      className={className ?? (card ? 'mt-5 space-y-3' : undefined)}
    >
      <FormFields layout={browserForm} form={form} lists={lists} />
    </ServiceRequestFormFrame>
  )
  if (!card) return shown
  return (
    <FormCard title={card.title} intro={reference ? undefined : card.intro}>
      {shown}
    </FormCard>
  )
}
