import * as z from 'zod/mini'

import type { TrackableType } from './requestTypes'
import { idNumber, referenceText } from '@/forms/rules'
import type { FormTranslator } from '@/forms/messages'

/**
 * The status lookups (spec §3): claim tracking asks for the ID/Iqama number and claim number,
 * complaint tracking for the ID and complaint number; each keeps the spec's own message.
 */
export function trackingSchema(type: TrackableType, t: FormTranslator) {
  return z.object({
    id: idNumber(t, type === 'claim' ? 'idNumberRequired' : 'idRequired'),
    number: referenceText(t, type === 'claim' ? 'claimNumberRequired' : 'complaintNumberRequired'),
  })
}
