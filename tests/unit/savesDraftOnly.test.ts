import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { queryFlag, savesDraftOnly } from '@/collections/savesDraftOnly'

const request = (query: Record<string, unknown>) => ({ query }) as unknown as PayloadRequest

describe('a save that stores a draft and nothing else', () => {
  it('is one that asks for a draft and does not publish, as REST hands it over or as given', () => {
    // Payload's REST handler turns `?draft=true` into `true` before the hooks run.
    expect(savesDraftOnly(request({ draft: true }), { _status: 'draft' })).toBe(true)
    expect(savesDraftOnly(request({ draft: 'true' }), { _status: 'draft' })).toBe(true)
    expect(savesDraftOnly(request({ draft: true, autosave: true }), { _status: 'draft' })).toBe(
      true,
    )
  })

  it('is not a publish, an unpublish or a save of a collection without drafts', () => {
    expect(savesDraftOnly(request({ draft: true }), { _status: 'published' })).toBe(false)
    // Unpublishing asks without `draft`: it changes the published document.
    expect(savesDraftOnly(request({}), { _status: 'draft' })).toBe(false)
    expect(savesDraftOnly(request({ draft: 'false' }), {})).toBe(false)
  })

  it('reads flags as true only when set to true', () => {
    expect(queryFlag(request({ autosave: true }), 'autosave')).toBe(true)
    expect(queryFlag(request({ autosave: '1' }), 'autosave')).toBe(false)
    expect(queryFlag(request({}), 'draft')).toBe(false)
  })
})
