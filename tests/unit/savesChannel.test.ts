import { describe, expect, it } from 'vitest'

import { savesChannel } from '@/content/knownNames'

describe('the channel instances announce their saves on', () => {
  it('names the Redis database, so sites on one server but different databases do not hear each other', () => {
    expect(savesChannel('redis://cache:6379')).toBe(savesChannel('redis://cache:6379/0'))
    expect(savesChannel('redis://cache:6379/2')).not.toBe(savesChannel('redis://cache:6379/0'))
    // Instances of one site reach Redis by different names or passwords: the same channel.
    expect(savesChannel('redis://:secret@10.0.0.5:6379/2')).toBe(
      savesChannel('redis://cache:6379/2'),
    )
  })
})
