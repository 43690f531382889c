import { readFile } from 'node:fs/promises'

import fontverter from 'fontverter'
import * as hb from 'harfbuzzjs'
import { describe, expect, it } from 'vitest'

import { arabicCoreRanges, parseUnicodeRange, unicodeRange, without } from '@/fonts/arabicCore.mjs'

import { coreFace, coreFileOf, sourceOf, weights } from '../../scripts/subset-fonts.mjs'

async function hbFont(file: string) {
  const sfnt = await fontverter.convert(await readFile(file), 'truetype')
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)))
}

/** What a browser would draw for a word: each glyph's outline and advance, in order. */
function drawn(font: hb.Font, word: string) {
  const buffer = new hb.Buffer()
  buffer.addText(word)
  buffer.guessSegmentProperties()
  hb.shape(font, buffer)
  const positions = buffer.getGlyphPositions()
  return buffer.getGlyphInfos().map((glyph, index) => ({
    outline: font.glyphToPath(glyph.codepoint),
    advance: positions[index]?.xAdvance,
  }))
}

// Joined letters in all four forms, the lam-alef ligatures, marks, the foreign-sound letters and
// Arabic-Indic digits with Arabic punctuation.
const words = [
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
]

describe('the Arabic core font', () => {
  it.each(weights)(
    'is what scripts/subset-fonts.mjs makes of the installed font (%i)',
    async (weight) => {
      const committed = await readFile(coreFileOf(weight))
      expect(Buffer.compare(committed, Buffer.from(await coreFace(weight)))).toBe(0)
    },
  )

  it.each(weights)('draws Arabic words exactly as the full face does (%i)', async (weight) => {
    const [full, core] = await Promise.all([hbFont(sourceOf(weight)), hbFont(coreFileOf(weight))])
    for (const word of words) {
      const drawnByCore = drawn(core, word)
      expect(
        drawnByCore.every((glyph) => glyph.outline !== ''),
        word,
      ).toBe(true)
      expect(drawnByCore, word).toEqual(drawn(full, word))
    }
  })

  it.each(weights)(
    'takes its characters out of the full face, which keeps the rest of the published range (%i)',
    async (weight) => {
      const rangeOf = (css: string, file: string) =>
        new RegExp(`${file}\\)[^;]*;\\s*unicode-range:\\s*([^;]+);`)
          .exec(css)?.[1]
          ?.replace(/\s+/g, ' ')
          .trim()
      const published = rangeOf(
        await readFile(`node_modules/@fontsource/ibm-plex-sans-arabic/${weight}.css`, 'utf8'),
        `arabic-${weight}-normal.woff2`,
      )
      const css = await readFile('src/app/(site)/[locale]/fonts.css', 'utf8')
      expect(rangeOf(css, `arabic-core-${weight}.woff2`)).toBe(unicodeRange(arabicCoreRanges))
      expect(rangeOf(css, `arabic-${weight}-normal.woff2`)).toBe(
        unicodeRange(without(parseUnicodeRange(published ?? ''), arabicCoreRanges)),
      )
    },
  )
})
