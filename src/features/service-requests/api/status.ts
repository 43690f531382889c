import { requestLocale } from '@/api/language'
import { apiMessages } from '@/api/messages'
import { refuseIfRateLimited } from '@/api/rateLimited'
import { ok, problem } from '@/api/responses'
import { normalizeNumber } from '@/fields/reference'
import { fieldErrors } from '@/forms/issues'
import { formTranslator } from '@/forms/messages'
import { isTrackableType } from '../types/requestTypes'
import { statusLabel } from '../types/statuses'
import { trackingSchema } from '../types/tracking'
import type { WireRequestStatus } from '../types/wire'
import { getPayloadClient } from '@/utilities/getPayloadClient'
import { NO_STORE_HEADERS } from '@/server/cachePolicy.mjs'

/**
 * Claim tracking and complaint status: `?type=claim|complaint&id=&number=`. A wrong ID and a wrong
 * number get the same 404, so the answer never tells which half of the pair was right.
 */
export async function answerRequestStatus(request: Request): Promise<Response> {
  const refused = await refuseIfRateLimited(request, 'lookup')
  if (refused) return refused
  const params = new URL(request.url).searchParams
  const locale = requestLocale(request, params.get('lang'))
  const t = formTranslator(locale)
  const type = params.get('type')
  if (!isTrackableType(type)) {
    return problem('invalid', apiMessages(locale).unknownType, { type: t('typeUnknown') })
  }

  const parsed = trackingSchema(type, t).safeParse({
    id: params.get('id') ?? '',
    number: params.get('number') ?? '',
  })
  if (!parsed.success)
    return problem('invalid', apiMessages(locale).invalid, fieldErrors(parsed.error))

  const number = normalizeNumber(parsed.data.number)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'service-requests',
    overrideAccess: true,
    limit: 1,
    depth: 0,
    where: {
      type: { equals: type },
      idNumber: { equals: parsed.data.id },
      // A claim is found by its claim number or by the reference given when it was sent.
      or: [{ number: { equals: number } }, { reference: { equals: number } }],
    },
    select: {
      reference: true,
      status: true,
      updatedAt: true,
      statusChangedAt: true,
      createdAt: true,
    },
  })
  const found = docs[0]
  if (!found) return problem('not-found', apiMessages(locale).notFound)

  // `status` / `status_ar` are the labels, as every translated field of the wire has an `_ar` twin;
  // `status_code` is the stored value, for programs.
  const label = statusLabel(found.status)
  const data = {
    reference: found.reference ?? '',
    type,
    status: label.en,
    status_ar: label.ar,
    status_code: found.status,
    updated_at: found.updatedAt,
    // Requests from before status changes were dated: their arrival is the last date known for sure.
    status_changed_at: found.statusChangedAt ?? found.createdAt,
  } satisfies WireRequestStatus
  return ok(data, { headers: NO_STORE_HEADERS })
}
