import 'server-only'

import { settings } from '@/settings.mjs'

import { httpSource } from './http'
import { payloadSource } from './payload'
import type { ContentSource } from './types'

/** The Local API by default; CONTENT_API_URL points the site at another server of the contract. */
export function contentSource(): ContentSource {
  const url = settings.contentApiUrl
  return url ? httpSource(url) : payloadSource
}
