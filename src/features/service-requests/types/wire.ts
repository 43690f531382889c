import type { RequestStatus } from './statuses'
import type { TrackableType } from './requestTypes'

/**
 * `data` of `GET /api/service-requests/status` (docs/architecture.md §4; `status_code` is ours, for
 * programs).
 */
export type WireRequestStatus = {
  reference: string
  type: TrackableType
  /** English label of the status, with its Arabic twin. */
  status: string
  status_ar: string
  status_code: RequestStatus
  updated_at: string
  /** When staff last changed the status (or when the request arrived, if they have not). */
  status_changed_at: string
}
