import { describe, expect, it } from 'vitest'

import { isScreen, screenTitle } from './screens'

describe('screenTitle', () => {
  it("is the screen's heading in each language", () => {
    expect(screenTitle('search', 'en')).toBe('Search')
    expect(screenTitle('career-openings', 'ar')).not.toBe(screenTitle('career-openings', 'en'))
    expect(isScreen('search')).toBe(true)
    expect(isScreen('toString')).toBe(false)
  })
})
