import { APIError, type CollectionAfterOperationHook } from 'payload'

import { adminT } from '@/i18n/messages/adminEn'

import { recordAudit } from './record'

/**
 * Reads of personal data are recorded: a list (which ids it showed) or one record opened, by whom
 * and from where, never the values. Only reads on behalf of a staff member (access applied); the
 * server's own reads (counts on the dashboard, tasks, the seed) are not someone reading. One entry
 * per list, written after the read and before the answer: a read that cannot be recorded is not
 * answered (503), as a private file whose opening cannot be recorded is not served.
 */
type Read = { id?: number | string }

export const recordReads: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  if (operation !== 'find' && operation !== 'findByID') return result
  // Access is applied (REST leaves overrideAccess unset; the admin's views set it false), and the
  // request reads: a change or a deletion finds its documents too, and is recorded as what it is.
  if (!req.user || (args as { overrideAccess?: boolean }).overrideAccess) return result
  if (req.method !== undefined && req.method !== 'GET') return result
  const ids =
    operation === 'find'
      ? ((result as { docs?: Read[] }).docs ?? []).map((doc) => doc.id)
      : [(result as Read | null)?.id]
  const shown = ids.filter((id): id is number | string => id !== undefined && id !== null)
  if (shown.length === 0) return result
  await recordAudit(req, {
    action: operation === 'find' ? 'records-listed' : 'record-opened',
    collection: collection.slug,
    document: shown.join(', '),
  }).catch((err: unknown) => {
    req.payload.logger.error({ err, msg: 'A read of personal data could not be recorded' })
    throw new APIError(adminT(req)('admin:readNotRecorded'), 503, undefined, true)
  })
  return result
}
