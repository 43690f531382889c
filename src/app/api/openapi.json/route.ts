import { getOptionValues } from '@/content/formOptions'
import { PUBLIC_CACHE_CONTROL } from '@/server/cachePolicy.mjs'
import { settings } from '@/settings.mjs'

import { openApiDocument } from './document'

/**
 * The OpenAPI 3.1 description of `/api/*` (docs/architecture.md §4), with the form choices the CMS
 * holds now.
 */
export async function GET(request: Request) {
  const document = openApiDocument(
    await getOptionValues(),
    settings.configuredSiteUrl ?? new URL(request.url).origin,
  )
  return Response.json(document, {
    headers: { 'access-control-allow-origin': '*', 'cache-control': PUBLIC_CACHE_CONTROL },
  })
}
