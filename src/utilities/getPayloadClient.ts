import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API: Payload in this process, no HTTP. getPayload caches the instance itself. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
