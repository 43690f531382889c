import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import {
  envTags,
  referenceFile,
  settingsFile,
  settingsReference,
  variablesRead,
} from '../../scripts/settings-reference.mjs'

const source = readFileSync(settingsFile, 'utf8')

describe('the settings reference (docs/settings.md)', () => {
  it('is what src/settings.mjs gives: run `npm run docs:settings` after changing a setting', async () => {
    expect(readFileSync(referenceFile, 'utf8')).toBe(await settingsReference(source))
  })

  it('names every variable settings.mjs reads, once, and none it does not read', () => {
    const tagged = envTags(source).map((tag) => tag.name)
    expect(new Set(tagged).size).toBe(tagged.length)
    expect([...tagged].sort()).toEqual(variablesRead(source))
  })

  it('gives each a default and a meaning', () => {
    for (const tag of envTags(source)) {
      expect(tag.byDefault, tag.name).not.toBe('')
      expect(tag.meaning.length, tag.name).toBeGreaterThan(10)
    }
  })

  it('fails when a variable is read without its tag', () => {
    const untagged = `${source}\nconst extra = () => process.env.NEW_SETTING\n`
    expect(variablesRead(untagged)).toContain('NEW_SETTING')
    expect(envTags(untagged).map((tag) => tag.name)).not.toContain('NEW_SETTING')
  })
})
