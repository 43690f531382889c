#!/usr/bin/env node
// @ts-check
// The configuration reference, docs/settings.md, written from the `@env` tags of src/settings.mjs
// (one source: tests/unit/settingsReference.test.ts fails when the page and the tags differ).
// `npm run docs:settings` rewrites it.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import prettier from 'prettier'

export const settingsFile = 'src/settings.mjs'
export const referenceFile = 'docs/settings.md'

/**
 * Each `@env NAME [default] meaning` tag in the order it stands, its meaning joined from its lines.
 *
 * @param {string} source
 * @returns {{ name: string, byDefault: string, meaning: string }[]}
 */
export function envTags(source) {
  const lines = source.split('\n').map((line) => line.replace(/^\s*\*\s?/, ''))
  /** @type {{ name: string, byDefault: string, meaning: string }[]} */
  const tags = []
  let current = null
  for (const line of lines) {
    const tag = /^@env ([A-Z][A-Z0-9_]+) \[([^\]]*)\] (.*)$/.exec(line)
    if (tag) {
      current = { name: tag[1] ?? '', byDefault: tag[2] ?? '', meaning: tag[3] ?? '' }
      tags.push(current)
    } else if (current && /^\s+\S/.test(line) && !line.trim().startsWith('@')) {
      current.meaning += ` ${line.trim()}`
    } else current = null
  }
  return tags
}

/** The variables the source reads: `process.env.NAME` and the helpers' `'NAME'` arguments. */
export function variablesRead(/** @type {string} */ source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
  const names = [
    ...code.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g),
    ...code.matchAll(/\b(?:wholeNumber|trimmed)\('([A-Z][A-Z0-9_]+)'/g),
  ].map((match) => match[1] ?? '')
  // NODE_ENV says how the code runs, not how the site is set up.
  return [...new Set(names)].filter((name) => name !== 'NODE_ENV').sort()
}

/** docs/settings.md as the tags give it, formatted as the repository formats Markdown. */
export async function settingsReference(source = readFileSync(settingsFile, 'utf8')) {
  const escape = (/** @type {string} */ text) => text.replaceAll('|', '\\|')
  const rows = envTags(source).map(
    ({ name, byDefault, meaning }) => `| \`${name}\` | ${escape(byDefault)} | ${escape(meaning)} |`,
  )
  const page = [
    '# Settings',
    '',
    'Every setting is an environment variable, read in one place (`src/settings.mjs`); none is needed',
    'for local use. This page is written from that file (`npm run docs:settings`); a unit test fails',
    'when the two differ.',
    '',
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
  return prettier.format(page, {
    ...(await prettier.resolveConfig(referenceFile)),
    parser: 'markdown',
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(referenceFile, await settingsReference())
  console.log(`${referenceFile} written from ${settingsFile}.`)
}
