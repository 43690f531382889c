import { describe, expect, it } from 'vitest'

import { sectionKinds } from '@/blocks'
import { sectionGroups } from '@/blocks/groups'

const kinds = Object.entries(sectionKinds)

describe('the section kinds', () => {
  it.each(kinds)('%s: is the slug of its block, in one of the admin groups', (name, kind) => {
    expect(kind.block.slug).toBe(name)
    expect(Object.values(sectionGroups)).toContain(kind.block.admin?.group)
  })
})
