#!/usr/bin/env node
// Cuts the Arabic faces of IBM Plex Sans Arabic (400 and 700, from @fontsource) down to the
// characters in src/fonts/arabicCore.mjs and writes them beside it. The results are committed, so
// building the site needs nothing of this; run it again after upgrading @fontsource or changing the
// character list (`tests/unit/fonts.test.ts` fails until you do).
import { readFile, writeFile } from 'node:fs/promises'

import subsetFont from 'subset-font'

import { arabicCoreRanges, textOf } from '../src/fonts/arabicCore.mjs'

export const weights = [400, 700]
export const sourceOf = (weight) =>
  `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`
export const coreFileOf = (weight) => `src/fonts/ibm-plex-sans-arabic-arabic-core-${weight}.woff2`

/** The core face of one weight, as woff2 bytes. */
export async function coreFace(weight) {
  return subsetFont(await readFile(sourceOf(weight)), textOf(arabicCoreRanges), {
    targetFormat: 'woff2',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const weight of weights) {
    const bytes = await coreFace(weight)
    await writeFile(coreFileOf(weight), bytes)
    console.log(`${coreFileOf(weight)}: ${bytes.length} bytes`)
  }
}
