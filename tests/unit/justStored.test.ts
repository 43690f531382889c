import { afterEach, describe, expect, it, vi } from 'vitest'

import { noteJustStored, withJustStored } from '@/content/storedFiles'

afterEach(() => {
  vi.useRealTimers()
})

describe('files of a save no reading has found yet', () => {
  it('are listed with what the tables hold for ten minutes, then only if the tables have them', () => {
    vi.useFakeTimers()
    const read = new Set(['media/hero.webp'])
    expect(withJustStored(read), 'nothing saved lately: the same list').toBe(read)

    noteJustStored(['media/new.webp', 'media/new-640x320.webp'])
    expect([...withJustStored(read)]).toEqual([
      'media/hero.webp',
      'media/new.webp',
      'media/new-640x320.webp',
    ])
    vi.advanceTimersByTime(9 * 60_000)
    expect(withJustStored(read).has('media/new.webp')).toBe(true)
    const committed = new Set([...read, 'media/new.webp', 'media/new-640x320.webp'])
    expect(withJustStored(committed), 'the tables have them: the same list').toBe(committed)

    vi.advanceTimersByTime(2 * 60_000)
    expect(withJustStored(read), 'a save undone is forgotten').toBe(read)
  })
})
