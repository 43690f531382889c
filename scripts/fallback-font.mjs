#!/usr/bin/env node
// Writes the fallback face of IBM Plex Sans Arabic into fonts.css: Arial, or a font with Arial's
// metrics (Liberation Sans, Arimo), scaled and with its line metrics set so that its text takes
// the room the web font's would, as next/font's `adjustFontFallback` does. The web font is
// `font-display: optional`, so a first visit that misses it is drawn in this face for good: with
// a fallback wider than the font, the English menu took two rows. The values come from Capsize's
// metrics of both fonts; run this again after upgrading them (`tests/unit/fonts.test.ts` fails
// until you do).
import { readFile, writeFile } from 'node:fs/promises'

import { createFontStack } from '@capsizecss/core'
import { format, resolveConfig } from 'prettier'
import arial from '@capsizecss/metrics/arial'
import plex from '@capsizecss/metrics/iBMPlexSansArabic'

export const FONTS_CSS = 'src/app/(site)/[locale]/fonts.css'
export const FALLBACK_FAMILY = 'IBM Plex Sans Arabic Fallback'
const BEGIN = '/* fallback face: written by scripts/fallback-font.mjs */'
const END = '/* end of the fallback face */'

/** The local names of Arial and the fonts made to its metrics, by weight. */
const localNames = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
  700: [
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
  ],
}

/** The @font-face rules of the fallback, one per weight the site uses. */
export function fallbackFaces() {
  const { fontFaces } = createFontStack([plex, arial], { fontFaceFormat: 'styleObject' })
  const [face] = /** @type {{ '@font-face': Record<string, string> }[]} */ (fontFaces)
  const metrics = face?.['@font-face'] ?? {}
  const rule = (/** @type {400 | 700} */ weight) =>
    [
      '@font-face {',
      `  font-family: '${FALLBACK_FAMILY}';`,
      `  font-weight: ${weight};`,
      `  src: ${localNames[weight].map((name) => `local('${name}')`).join(', ')};`,
      `  ascent-override: ${metrics.ascentOverride};`,
      `  descent-override: ${metrics.descentOverride};`,
      `  line-gap-override: ${metrics.lineGapOverride};`,
      `  size-adjust: ${metrics.sizeAdjust};`,
      '}',
    ].join('\n')
  return [BEGIN, rule(400), '', rule(700), END].join('\n')
}

/** The block as fonts.css has it, or null. */
export function writtenFaces(css) {
  const start = css.indexOf(BEGIN)
  const end = css.indexOf(END)
  return start === -1 || end === -1 ? null : css.slice(start, end + END.length)
}

/** CSS with its runs of white space as one space: the file is as Prettier lays it out. */
export const collapsed = (css) => css.replace(/\s+/g, ' ').trim()

if (import.meta.url === `file://${process.argv[1]}`) {
  const css = await readFile(FONTS_CSS, 'utf8')
  const current = writtenFaces(css)
  const next = current ? css.replace(current, fallbackFaces()) : `${css}\n${fallbackFaces()}\n`
  await writeFile(
    FONTS_CSS,
    await format(next, { ...(await resolveConfig(FONTS_CSS)), filepath: FONTS_CSS }),
  )
  console.log(`${FONTS_CSS}: fallback face written`)
}
