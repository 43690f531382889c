import { revalidateTag } from 'next/cache'
import type { RequestContext } from 'payload'

/**
 * Expires cached content by tag. Payload hooks also run from the CLI (migrate, seed) and tests,
 * where Next has no request context and revalidateTag throws; there is no cache to expire then.
 */
export function revalidateContent(context: RequestContext, ...tagsToExpire: string[]): void {
  if (context.disableRevalidate) return
  for (const tag of tagsToExpire) {
    try {
      // expire: 0 makes the very next request render fresh content instead of serving the stale
      // copy once more (the 'max' profile's stale-while-revalidate).
      revalidateTag(tag, { expire: 0 })
    } catch {
      return
    }
  }
}
