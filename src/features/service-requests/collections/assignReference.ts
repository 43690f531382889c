import type { CollectionBeforeChangeHook } from 'payload'

import { normalizeNumber, referenceWithPrefix } from '@/fields/reference'
import { prefixOf, type RequestType } from '../types/requestTypes'

const ATTEMPTS = 5

/** A new request's reference: its type's prefix (`CMP` for complaints), the year, eight digits. */
export function newReference(type: RequestType, now = new Date()): string {
  return referenceWithPrefix(prefixOf(type), now)
}

/**
 * Every new request gets its reference here, on the server, whoever creates it. The tracking keys
 * are filled from the submitted fields: the ID number, and the number a visitor tracks with (the
 * claim number for claims, the reference itself for complaints). Staff may set a claim number
 * later; it is kept in the same normalized form the lookup uses.
 */
export const assignReference: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation === 'create' && !data.reference) {
    data.reference = await unusedReference(data.type as RequestType, req)
  }
  if (operation === 'create') {
    const fields = (data.fields ?? {}) as Record<string, unknown>
    if (!data.idNumber && typeof fields.id_number === 'string') data.idNumber = fields.id_number
    if (!data.number) {
      if (data.type === 'complaint') data.number = data.reference
      else if (typeof fields.claim_number === 'string' && fields.claim_number)
        data.number = fields.claim_number
    }
  }
  if (typeof data.number === 'string') data.number = normalizeNumber(data.number) || null
  return data
}

async function unusedReference(
  type: RequestType,
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const reference = newReference(type)
    const { totalDocs } = await req.payload.count({
      collection: 'service-requests',
      where: { reference: { equals: reference } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return reference
  }
  // A hundred million numbers a year per type: five collisions in a row means something else is wrong.
  throw new Error('Could not find an unused service request reference')
}
