import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { sectionBlocks } from '@/blocks'
import { sectionFields } from '@/content/toWire/sectionFields'

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

describe('sectionFields', () => {
  it('lists every section kind', () => {
    expect(Object.keys(sectionFields).sort()).toEqual(
      sectionBlocks.map((block) => block.slug).sort(),
    )
  })

  it.each(sectionBlocks.map((block) => [block.slug, block] as const))(
    '%s: names exactly the fields of the block config, in its order',
    (slug, block) => {
      const table = Object.entries(sectionFields).find(([kind]) => kind === slug)?.[1]
      expect(JSON.stringify(table)).toBe(JSON.stringify(tree(block.fields)))
    },
  )
})
