#!/usr/bin/env node
// Cuts the Arabic and Latin faces of IBM Plex Sans Arabic (400 and 700, from @fontsource) down to
// the characters in src/fonts/coreRanges.mjs and writes them beside it: as woff2 for the browser,
// and as TrueType the faces the share images are drawn with (fontconfig reads no web font, and
// would draw them in another font without a word). The results are committed,
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

/** The faces of the share images (src/metadata/shareImage.ts): the title's and the address's. */
export const shareFaces = /** @type {[Script, number][]} */ ([
  ['latin', 400],
  ['latin', 700],
  ['arabic', 700],
])
export const shareFileOf = (script, weight) =>
  `src/fonts/ibm-plex-sans-arabic-${script}-core-${weight}.ttf`

/**
 * The core face of one script and weight, as woff2 bytes or TrueType ones.
 *
 * @param {Script} script
 * @param {number} weight
 * @param {'woff2' | 'truetype'} [format]
 */
export async function coreFace(script, weight, format = 'woff2') {
  return subsetFont(await readFile(sourceOf(script, weight)), textOf(coreRanges[script]), {
    targetFormat: format,
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [script, weight] of faces) {
    const bytes = await coreFace(script, weight)
    await writeFile(coreFileOf(script, weight), bytes)
    console.log(`${coreFileOf(script, weight)}: ${bytes.length} bytes`)
  }
  for (const [script, weight] of shareFaces) {
    const bytes = await coreFace(script, weight, 'truetype')
    await writeFile(shareFileOf(script, weight), bytes)
    console.log(`${shareFileOf(script, weight)}: ${bytes.length} bytes`)
  }
}
