import { createHmac } from 'node:crypto'

import { settings } from '@/settings.mjs'
import { payloadSecret } from '@/utilities/payloadSecret'

import type { PersonQuery } from './find'

/**
 * The person a data-rights request was about, as the audit trail keeps it: an HMAC of each
 * identifier asked for (normalized, as the search compares them), under AUDIT_SUBJECT_KEY or,
 * without it, a key derived from PAYLOAD_SECRET. The same identifier always gives the same value,
 * so staff can answer "was this person's data exported, and when"; without the key the values
 * name nobody, and a plain hash of a phone number would be undone by trying every number.
 */
const key = () =>
  settings.auditSubjectKey ??
  createHmac('sha256', payloadSecret()).update('audit subjects').digest('hex')

export function subjectHashes(query: PersonQuery): string[] {
  const secret = key()
  return Object.entries(query)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([kind, value]) =>
      createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex').slice(0, 32),
    )
}

/** The `subject` of an audit entry about this person. */
export const subjectOf = (query: PersonQuery): string => subjectHashes(query).join(' ')
