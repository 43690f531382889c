import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { sectionKinds } from '@/blocks'
import { sectionGroups } from '@/blocks/groups'

type Tree = { [name: string]: true | Tree }

/** A block config's data fields as the table writes them: groups and arrays nest, rows and collapsibles do not. */
function tree(fields: Field[]): Tree {
  const out: Tree = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') Object.assign(out, tree(field.fields))
    else if (field.type === 'group' || field.type === 'array') {
      if ('name' in field) out[field.name] = tree(field.fields)
    } else if ('name' in field && field.type !== 'ui') out[field.name] = true
  }
  return out
}

const kinds = Object.entries(sectionKinds)

describe('the section kinds', () => {
  it.each(kinds)('%s: is the slug of its block, in one of the admin groups', (name, kind) => {
    expect(kind.block.slug).toBe(name)
    expect(Object.values(sectionGroups)).toContain(kind.block.admin?.group)
  })

  it.each(kinds)(
    '%s: its wire fields are exactly the fields of its block config, in its order',
    (_, kind) => {
      expect(JSON.stringify(kind.fields)).toBe(JSON.stringify(tree(kind.block.fields)))
    },
  )
})
