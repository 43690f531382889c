import { describe, expect, it } from 'vitest'

import { LAST_FOLDED, baselineBuilds } from '@/migrations/folded'

describe('the baseline migration', () => {
  it('builds the schema of a database with no migrations yet', () => {
    expect(baselineBuilds([], LAST_FOLDED.sqlite)).toBe(true)
  })

  it('leaves a database the folded migrations brought to their end as it is', () => {
    expect(
      baselineBuilds(['20261123_060421_initial', LAST_FOLDED.sqlite], LAST_FOLDED.sqlite),
    ).toBe(false)
  })

  it('refuses a database they left part-way, naming where it stopped', () => {
    expect(() =>
      baselineBuilds(
        ['20261123_060434_initial', '20261202_103700_seal_totp_secrets'],
        LAST_FOLDED.postgres,
      ),
    ).toThrow(/stopped part-way .*20261202_103700_seal_totp_secrets, not 20261204_191154/)
  })
})
