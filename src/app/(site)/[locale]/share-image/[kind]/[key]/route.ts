import { requestScreenTitle } from '@/features/service-requests'
import { shareImageResponse } from '@/metadata/shareImageRoute'

/** A page's picture for social cards (src/metadata/pageMetadata.ts names it). */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[locale]/share-image/[kind]/[key]'>,
) {
  return shareImageResponse(request, await params, [requestScreenTitle])
}
