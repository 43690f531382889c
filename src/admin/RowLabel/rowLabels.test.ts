import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { namedRows } from '@/fields'

import { rowName } from './rowName'

// The collections and globals (and so the section kinds under pages) as the config composes them.
const config = await (await import('@/payload.config')).default

/** Every array field under these fields, with where it is, for the message. */
function arraysIn(fields: Field[], at: string): { at: string; field: Field }[] {
  return fields.flatMap((field) => {
    const here = 'name' in field ? `${at}.${field.name}` : at
    if (field.admin && 'hidden' in field.admin && field.admin.hidden) return []
    if (field.type === 'array') return [{ at: here, field }, ...arraysIn(field.fields, here)]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => arraysIn(tab.fields, here))
    if (field.type === 'blocks')
      return (field.blocks ?? []).flatMap((block) =>
        arraysIn(block.fields, `${here}.${block.slug}`),
      )
    if ('fields' in field) return arraysIn(field.fields, here)
    return []
  })
}

describe('array rows in the admin', () => {
  // Payload's own collections (jobs, preferences, migrations) and the sign-ins it adds to an
  // account (users.sessions, never edited as rows) keep its headings.
  const ours = [
    ...config.collections.filter((collection) => !collection.slug.startsWith('payload-')),
    ...config.globals,
  ]
    .flatMap((entity) => arraysIn(entity.fields, entity.slug))
    .filter(({ at }) => at !== 'users.sessions')

  it.each(ours.map(({ at, field }) => [at, field] as const))(
    '%s heads each row with what it holds',
    (_at, field) => {
      expect(field.admin && 'components' in field.admin && field.admin.components).toMatchObject(
        namedRows,
      )
    },
  )

  it('finds arrays in collections, globals and section kinds alike', () => {
    expect(ours.map(({ at }) => at)).toEqual(
      expect.arrayContaining([
        'form-options.cities',
        'header.items.pages',
        'pages.sections.faq.items',
        'pages.sections.whoWeAre.socialMedia.socialLinks',
      ]),
    )
  })
})

describe('rowName', () => {
  it("takes the row's naming text, in the order that says most", () => {
    expect(rowName({ value: 'riyadh', label: 'Riyadh' })).toBe('Riyadh')
    expect(rowName({ title: 'Individuals', label: 'ignored' })).toBe('Individuals')
    expect(rowName({ host: ' portal.example.sa ' })).toBe('portal.example.sa')
  })

  it('is nothing for an empty row, so the numbered heading stands alone', () => {
    expect(rowName({ label: '  ', id: '64f0c2' })).toBeUndefined()
    expect(rowName(undefined)).toBeUndefined()
  })
})
