#!/usr/bin/env node
// Cuts the Arabic and Latin faces of IBM Plex Sans Arabic (400 and 700, from @fontsource) down to
// the characters in src/fonts/coreRanges.mjs and writes them beside it. The results are committed,
// so building the site needs nothing of this; run it again after upgrading @fontsource or changing
// the character lists (`tests/unit/fonts.test.ts` fails until you do).
import { readFile, writeFile } from 'node:fs/promises'

import subsetFont from 'subset-font'

import { coreRanges, textOf } from '../src/fonts/coreRanges.mjs'

export const weights = [400, 700]
/** @typedef {keyof typeof coreRanges} Script */
/** @type {Script[]} */
const scripts = /** @type {Script[]} */ (Object.keys(coreRanges))
/** The scripts whose faces are cut down, each with its weights. */
export const faces = scripts.flatMap((script) =>
  weights.map((weight) => /** @type {[Script, number]} */ ([script, weight])),
)
export const sourceOf = (script, weight) =>
  `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${script}-${weight}-normal.woff2`
export const coreFileOf = (script, weight) =>
  `src/fonts/ibm-plex-sans-arabic-${script}-core-${weight}.woff2`

/** The core face of one script and weight, as woff2 bytes. */
export async function coreFace(script, weight) {
  return subsetFont(await readFile(sourceOf(script, weight)), textOf(coreRanges[script]), {
    targetFormat: 'woff2',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [script, weight] of faces) {
    const bytes = await coreFace(script, weight)
    await writeFile(coreFileOf(script, weight), bytes)
    console.log(`${coreFileOf(script, weight)}: ${bytes.length} bytes`)
  }
}
