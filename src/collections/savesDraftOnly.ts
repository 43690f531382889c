import type { PayloadRequest } from 'payload'

/**
 * Whether a save stored a draft and nothing else: the admin's Save draft and its autosave (which
 * runs while an editor types, for the live preview) ask for `draft=true` without publishing, and
 * Payload then writes a version only; the published document, its cached pages and its search
 * entry are as they were. An unpublish asks without `draft` and changes the published document.
 */
export function savesDraftOnly(req: PayloadRequest, doc: { _status?: string | null }): boolean {
  return req.query?.draft === 'true' && doc._status !== 'published'
}
