import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { isPossibleId, namesImpossibleId } from '@/cms/rest/ids'

// A collection's endpoints as Payload lists them: a literal path before the one with an id.
const config = {
  collections: [
    {
      slug: 'users',
      flattenedFields: [],
      endpoints: [
        { method: 'get', path: '/me' },
        { method: 'get', path: '/versions/:id' },
        { method: 'get', path: '/:id' },
        { method: 'patch', path: '/:id' },
      ],
    },
    { slug: 'keys', flattenedFields: [{ name: 'id', type: 'text' }], endpoints: [] },
  ],
} as unknown as SanitizedConfig

describe('a CMS API address that names an id its collection cannot have', () => {
  it('is one whose endpoint binds an id that is not a number', () => {
    expect(namesImpossibleId(config, 'GET', ['users', 'abc'])).toBe(true)
    expect(namesImpossibleId(config, 'PATCH', ['users', '1e3'])).toBe(true)
    expect(namesImpossibleId(config, 'GET', ['users', 'versions', 'x'])).toBe(true)
  })

  it('is one past the range of the id columns, which PostgreSQL answers with a 500', () => {
    expect(namesImpossibleId(config, 'GET', ['users', '2147483648'])).toBe(true)
    expect(namesImpossibleId(config, 'GET', ['users', '99999999999'])).toBe(true)
    expect(namesImpossibleId(config, 'GET', ['users', '2147483647'])).toBe(false)
  })

  it('is not a number, a literal endpoint, a text id or an address no endpoint matches', () => {
    expect(namesImpossibleId(config, 'GET', ['users', '42'])).toBe(false)
    expect(namesImpossibleId(config, 'GET', ['users', 'me'])).toBe(false)
    expect(namesImpossibleId(config, 'GET', ['keys', 'abc'])).toBe(false)
    expect(namesImpossibleId(config, 'DELETE', ['users', 'abc'])).toBe(false)
    expect(namesImpossibleId(config, 'GET', ['users', 'a', 'b', 'c'])).toBe(false)
    expect(namesImpossibleId(config, 'GET', ['users'])).toBe(false)
  })
})

describe('a possible id', () => {
  it('is a whole number within the range of an integer column', () => {
    for (const id of ['0', '1', '42', '-7', '2147483647', '-2147483647'])
      expect(isPossibleId(id), id).toBe(true)
    for (const id of ['', 'abc', '1.5', '1e3', '2147483648', '-2147483648', '12345678901', ' 1'])
      expect(isPossibleId(id), id).toBe(false)
  })
})
