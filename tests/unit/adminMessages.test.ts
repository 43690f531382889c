import { t } from '@payloadcms/translations'
import { ar as payloadAr } from '@payloadcms/translations/languages/ar'
import { en as payloadEn } from '@payloadcms/translations/languages/en'
import { describe, expect, it } from 'vitest'

import { adminAr } from '@/i18n/messages/adminAr'
import { adminEn } from '@/i18n/messages/adminEn'
import { payloadWordingAr, payloadWordingEn } from '@/i18n/messages/payloadWording'

// The collections and globals as the config composes them, with the ones Payload adds.
const config = await (await import('@/payload.config')).default

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

/** Every text of a nested catalogue, by Payload's key (`namespace:key`, deeper keys joined the same way). */
const flatten = (catalog: object, prefix = ''): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value, `${prefix}${key}:`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  )

/** What the admin shows in a language: Payload's texts, ours and Payload's said again, as the config merges them. */
const shown = (payloadTexts: object, ours: object, wording: object) =>
  new Map([...flatten(payloadTexts), ...flatten(ours), ...flatten(wording)])

/** Every label and description the collections and globals give in both languages: `{ en, ar }`. */
function bilingualTexts(value: unknown, path: string, into: [string, string, string][] = []) {
  if (typeof value !== 'object' || value === null) return into
  const { en: english, ar: arabic } = value as { en?: unknown; ar?: unknown }
  if (typeof english === 'string' && typeof arabic === 'string') into.push([path, english, arabic])
  for (const [key, inner] of Object.entries(value))
    if (typeof inner === 'object') bilingualTexts(inner, `${path}.${key}`, into)
  return into
}

describe('the admin in Arabic', () => {
  const english = shown(payloadEn.translations, adminEn, payloadWordingEn)
  const arabic = shown(payloadAr.translations, adminAr, payloadWordingAr)

  it("says again only texts Payload has, with Payload's placeholders", () => {
    for (const [key, text] of [...flatten(payloadWordingEn), ...flatten(payloadWordingAr)]) {
      const payloads = new Map(flatten(payloadEn.translations)).get(key)
      expect(payloads, key).toBeDefined()
      expect(placeholders(text), key).toEqual(placeholders(payloads!))
    }
  })

  it('has every text of the English admin, none of them left in English', () => {
    const missing = [...english.keys()].filter((key) => !arabic.has(key))
    expect(missing).toEqual([])
    // A text that reads the same in both languages is English in the Arabic admin. None is
    // today; a new one, from Payload or from us, fails here with its key.
    const same = [...english].filter(([key, text]) => arabic.get(key) === text)
    expect(same).toEqual([])
  })

  it('names every field, block and screen of the config in Arabic', () => {
    const same = [...config.collections, ...config.globals]
      .flatMap((entity) => bilingualTexts(entity, entity.slug))
      .filter(([, en, ar]) => en === ar)
    expect(same).toEqual([])
  })
})
