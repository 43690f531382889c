import type { WireHeader, WireJob, WireJobList, WirePage } from '../wire'

export type JobFilter = { title?: string | null; location?: string | null }

/**
 * Where content comes from, in the wire format of the contract. Two adapters: Payload's Local API
 * in this process (default) and any HTTP server that speaks the contract (CONTENT_API_URL).
 * `null` means "not found".
 */
export interface ContentSource {
  page(name: string): Promise<WirePage | null>
  header(): Promise<WireHeader | null>
  jobs(filter?: JobFilter): Promise<WireJobList>
  job(id: string): Promise<WireJob | null>
}
