import type { PayloadRequest } from 'payload'

/**
 * Whether a save stored a draft and nothing else: the admin's Save draft and its autosave (which
 * runs while an editor types, for the live preview) ask for `draft=true` without publishing, and
 * Payload then writes a version only; the published document, its cached pages and its search
 * entry are as they were. An unpublish asks without `draft` and changes the published document.
 */
export function savesDraftOnly(req: PayloadRequest, doc: { _status?: string | null }): boolean {
  return queryFlag(req, 'draft') && doc._status !== 'published'
}

/**
 * Whether the request's query sets a flag: Payload's REST handler turns `draft=true` into `true`
 * before any hook runs; a call of the local API may pass it either way.
 */
export function queryFlag(req: PayloadRequest, name: 'draft' | 'autosave'): boolean {
  const value: unknown = req.query?.[name]
  return value === true || value === 'true'
}
