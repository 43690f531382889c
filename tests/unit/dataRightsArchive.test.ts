import { describe, expect, it } from 'vitest'

import { archiveName } from '@/features/data-rights/archive'

describe("a person's data archive", () => {
  it('is named by the day in Riyadh, as its summary dates it', () => {
    // 22:30 UTC is already the next day in Riyadh (UTC+3).
    expect(archiveName(new Date('2026-12-07T22:30:00Z'))).toBe('personal-data-2026-12-08.zip')
    expect(archiveName(new Date('2026-12-07T20:59:59Z'))).toBe('personal-data-2026-12-07.zip')
  })
})
