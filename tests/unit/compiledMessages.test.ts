import { IntlMessageFormat } from 'intl-messageformat'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { localeCodes } from '@/i18n/locales'
import { compiledMessages, messages } from '@/i18n/messages'

type Values = Record<string, string | number | ((chunks: string[]) => string)>

/** Every message of a catalogue, by its dotted key. */
function entries(catalog: object, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value as object, `${prefix}${key}.`),
  )
}

/** The argument and tag names of a message, found by the reference parser (intl-messageformat). */
function argumentsOf(message: string, locale: string): Map<string, 'text' | 'number' | 'tag'> {
  const found = new Map<string, 'text' | 'number' | 'tag'>()
  type Node = {
    type: number
    value?: string
    options?: Record<string, { value: Node[] }>
    children?: Node[]
  }
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      // intl-messageformat's TYPE: 1 argument, 2 number, 5 select, 6 plural, 8 tag.
      if (node.type === 1 || node.type === 5) found.set(node.value!, 'text')
      if (node.type === 2 || node.type === 6) found.set(node.value!, 'number')
      if (node.type === 8) found.set(node.value!, 'tag')
      for (const option of Object.values(node.options ?? {})) walk(option.value)
      walk(node.children ?? [])
    }
  }
  walk(new IntlMessageFormat(message, locale).getAst() as Node[])
  return found
}

function valuesFor(names: Map<string, 'text' | 'number' | 'tag'>, count: number): Values {
  return Object.fromEntries(
    [...names].map(([name, kind]) => [
      name,
      kind === 'number'
        ? count
        : kind === 'tag'
          ? (chunks: string[]) => `<${name}>${chunks.join('')}</${name}>`
          : `«${name}»`,
    ]),
  )
}

describe('parsed catalogues', () => {
  it.each(localeCodes)(
    '%s: every message reads as the written one, with any arguments',
    (locale) => {
      const t = createTranslator({ locale, messages: compiledMessages[locale] })
      const all = entries(messages[locale])
      expect(all.length).toBeGreaterThan(300)
      for (const [key, message] of all) {
        const names = argumentsOf(message, locale)
        // Counts that pick each plural form in English and Arabic (zero, one, two, few, many, other).
        for (const count of names.size ? [0, 1, 2, 3, 11, 100] : [0]) {
          const values = valuesFor(names, count)
          const expected = String(new IntlMessageFormat(message, locale).format(values))
          // `markup` is the translator call that takes both arguments and tags and gives a string.
          const actual = t.markup(key as Parameters<typeof t.markup>[0], values as never)
          expect(actual, `${key} with ${count}`).toBe(expected)
        }
      }
    },
  )

  it.each(localeCodes)(
    '%s: holds only plain objects, which React passes to client components',
    (locale) => {
      const prototypes = new Set<unknown>()
      const walk = (value: unknown) => {
        if (value === null || typeof value !== 'object') return
        if (!Array.isArray(value)) prototypes.add(Object.getPrototypeOf(value))
        for (const child of Object.values(value)) walk(child)
      }
      walk(compiledMessages[locale])
      expect([...prototypes]).toEqual([Object.prototype])
    },
  )
})
