import { readFile } from 'node:fs/promises'

import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import { coreRanges, parseUnicodeRange, unicodeRange, without } from '@/fonts/coreRanges.mjs'

import {
  coreFace,
  coreFileOf,
  faces,
  shareFaces,
  shareFileOf,
  sourceOf,
} from '../../scripts/subset-fonts.mjs'
import {
  collapsed,
  FALLBACK_FAMILY,
  fallbackFaces,
  FONTS_CSS,
  writtenFaces,
} from '../../scripts/fallback-font.mjs'

async function hbFont(file: string) {
  const sfnt = await fontverter.convert(await readFile(file), 'truetype')
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)))
}

/**
 * What a browser would draw for a word: each glyph's outline and advance, in order, and whether the
 * font lacked it (glyph 0, drawn as a box).
 */
function drawn(font: hb.Font, word: string) {
  const buffer = new hb.Buffer()
  buffer.addText(word)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().map((glyph, index) => ({
    missing: glyph.codepoint === 0,
    outline: font.glyphToPath(glyph.codepoint),
    advance: positions[index]?.xAdvance,
  }))
}

const words = {
  // Joined letters in all four forms, the lam-alef ligatures, marks, the foreign-sound letters and
  // Arabic-Indic digits with Arabic punctuation.
  arabic: [
    'التأمين',
    'المركبات',
    'لإلغاء',
    'مُؤَمَّنٌ',
    'ڤيزا',
    'چاي',
    'پاسبور',
    'گ',
    'ی',
    '١٢٣٤٥٦٧٨٩٠٪',
    'لماذا؟',
    'نعم،',
  ],
  // Kerned pairs, the footer's signs, typographic quotes and dashes, digits and symbols.
  latin: [
    'AVAILABLE To Wave, Yes.',
    'Motor Insurance',
    '© 2025 Rafeef · Riyadh',
    'Don’t “wait” – call 800 124 7333 — 24/7…',
    '1,250.00 € × 2 − 10 % ™ ® 45°',
    'care@rafeef.example #{[|]}~^`\\',
  ],
}

describe('the core fonts', () => {
  it.each(faces)(
    'are what scripts/subset-fonts.mjs makes of the installed font (%s %i)',
    async (script, weight) => {
      const committed = await readFile(coreFileOf(script, weight))
      expect(Buffer.compare(committed, Buffer.from(await coreFace(script, weight)))).toBe(0)
    },
  )

  it.each(shareFaces)(
    'are what the share images are drawn with, as TrueType (%s %i)',
    async (script, weight) => {
      const committed = await readFile(shareFileOf(script, weight))
      const made = await coreFace(script, weight, 'truetype')
      expect(Buffer.compare(committed, Buffer.from(made))).toBe(0)
    },
  )

  it.each(faces)('draw words exactly as the full face does (%s %i)', async (script, weight) => {
    const [full, core] = await Promise.all([
      hbFont(sourceOf(script, weight)),
      hbFont(coreFileOf(script, weight)),
    ])
    for (const word of words[script]) {
      const drawnByCore = drawn(core, word)
      expect(
        drawnByCore.every((glyph) => !glyph.missing),
        word,
      ).toBe(true)
      expect(drawnByCore, word).toEqual(drawn(full, word))
    }
  })

  it.each(faces)(
    'take their characters out of the full face, which keeps the rest of the published range (%s %i)',
    async (script, weight) => {
      const rangeOf = (css: string, file: string) =>
        new RegExp(`${file}\\)[^;]*;\\s*unicode-range:\\s*([^;]+);`)
          .exec(css)?.[1]
          ?.replace(/\s+/g, ' ')
          .trim()
      const published = rangeOf(
        await readFile(`node_modules/@fontsource/ibm-plex-sans-arabic/${weight}.css`, 'utf8'),
        `${script}-${weight}-normal.woff2`,
      )
      const css = await readFile('src/app/(site)/[locale]/fonts.css', 'utf8')
      expect(rangeOf(css, `${script}-core-${weight}.woff2`)).toBe(unicodeRange(coreRanges[script]))
      expect(rangeOf(css, `${script}-${weight}-normal.woff2`)).toBe(
        unicodeRange(without(parseUnicodeRange(published ?? ''), coreRanges[script])),
      )
    },
  )
})

describe('the fallback face', () => {
  it('is what scripts/fallback-font.mjs makes of the metrics of both fonts', async () => {
    const css = await readFile(FONTS_CSS, 'utf8')
    expect(collapsed(writtenFaces(css) ?? '')).toBe(collapsed(fallbackFaces()))
  })

  it("comes right after the web font in the site's font stack", async () => {
    const css = await readFile('src/app/(site)/[locale]/globals.css', 'utf8')
    expect(css).toContain(`--font-sans: 'IBM Plex Sans Arabic', '${FALLBACK_FAMILY}',`)
  })
})
