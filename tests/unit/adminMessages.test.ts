import { t } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'

import { adminAr } from '@/i18n/messages/adminAr'
import { adminEn } from '@/i18n/messages/adminEn'

/** Every text of the admin's catalogue, by Payload's key (`namespace:key`). */
const entries = (catalog: typeof adminEn) =>
  Object.entries(catalog).flatMap(([namespace, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${namespace}:${key}`, text] as const),
  )

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe("the admin's catalogue", () => {
  const arabic = new Map(entries(adminAr))

  it.each(entries(adminEn))('%s has the same placeholders in Arabic', (key, english) => {
    expect(placeholders(arabic.get(key)!)).toEqual(placeholders(english))
  })

  it.each([...entries(adminEn), ...entries(adminAr)])(
    '%s uses only Payload’s {{name}} placeholders',
    (_key, text) => {
      expect(text.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/)
    },
  )

  it("fills a text's placeholders as Payload's t does", () => {
    const translations = { ...adminEn } as unknown as Record<string, Record<string, string>>
    expect(t({ key: 'admin:andMore', translations, vars: { count: 3 } })).toBe('and 3 more')
    expect(t({ key: 'admin:requestFailed', translations, vars: { message: 'Forbidden' } })).toBe(
      'That did not work: Forbidden',
    )
  })
})
