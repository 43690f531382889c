import type { PayloadRequest } from 'payload'

import type { RequestType } from '../types/requestTypes'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/utilities/getPayloadClient'

type Accepted = {
  type: RequestType
  fields: Record<string, unknown>
  locale: Locale
  consent: boolean
  /** Ids of stored `request-documents`. */
  documents?: (number | string)[]
  /** The submission's transaction, when the request is stored together with its documents. */
  req?: PayloadRequest
}

/** Stores a validated request with the time consent was given; answers its reference. */
export async function storeServiceRequest({
  type,
  fields,
  locale,
  consent,
  documents,
  req,
}: Accepted): Promise<string> {
  const payload = await getPayloadClient()
  const created = await payload.create({
    collection: 'service-requests',
    // Visitors cannot create through Payload's REST API; these handlers are the one way in.
    overrideAccess: true,
    req,
    data: {
      type,
      fields,
      locale,
      consent,
      consentAt: new Date().toISOString(),
      status: 'received',
      ...(documents ? { documents: documents as number[] } : {}),
    },
  })
  return created.reference ?? ''
}
