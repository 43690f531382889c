/**
 * The characters the site's text is written with, per script. The site's faces are cut down to these
 * (`scripts/subset-fonts.mjs`); any other character of a script is still drawn in the site's font,
 * from fontsource's full file of that script, fetched only by a page that uses one.
 *
 * Arabic: the letters and their marks, Arabic-Indic digits, Arabic punctuation, the four letters used
 * for foreign sounds (peh, tcheh, veh, gaf), Farsi yeh, and the joiners and direction marks; 60 %
 * smaller than the full Arabic subset, which also draws Persian, Urdu and other languages.
 */
export const arabicCoreRanges = [
  [0x060c, 0x060c], // comma
  [0x061b, 0x061f], // semicolon … question mark
  [0x0621, 0x066d], // letters, tatweel, marks, digits, percent and separators
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // peh
  [0x0686, 0x0686], // tcheh
  [0x06a4, 0x06a4], // veh
  [0x06af, 0x06af], // gaf
  [0x06cc, 0x06cc], // Farsi yeh
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
]

/**
 * Latin: English as the site writes it (ASCII, the footer's © and ·, typographic quotes and dashes)
 * and the few signs an editor may type; 30 % smaller than the full Latin subset, whose accented
 * letters no page of ours uses. The controls and the special spaces come along so that a stray one
 * never fetches the full file.
 */
export const latinCoreRanges = [
  [0x0000, 0x007e], // controls and ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // copyright
  [0x00ae, 0x00ae], // registered
  [0x00b0, 0x00b0], // degree
  [0x00b7, 0x00b7], // middle dot
  [0x00d7, 0x00d7], // multiplication sign
  [0x2000, 0x2027], // spaces, joiners, direction marks, hyphens, dashes, quotes, bullet, ellipsis
  [0x2032, 0x2033], // prime, double prime
  [0x2039, 0x203a], // single angle quotation marks
  [0x20ac, 0x20ac], // euro
  [0x2122, 0x2122], // trade mark
  [0x2212, 0x2212], // minus
]

/** The core ranges of each script whose face is cut down. */
export const coreRanges = { arabic: arabicCoreRanges, latin: latinCoreRanges }

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0')

/** The ranges as a CSS `unicode-range` value. */
export const unicodeRange = (ranges) =>
  ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ')

/** Every character of the ranges, as the text a font is subset to. */
export const textOf = (ranges) =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join('')

/** A CSS `unicode-range` value as [from, to] pairs. */
export const parseUnicodeRange = (value) =>
  value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)]
  })

/**
 * The ranges less the code points in `removed`. A script's full face is declared for what its core
 * face lacks only: a browser fetches every face whose range meets the text, even one declared before
 * a face that has the glyph.
 */
export const without = (ranges, removed) =>
  ranges.flatMap(([from, to]) =>
    removed
      .filter(([start, end]) => end >= from && start <= to)
      .sort(([a], [b]) => a - b)
      .reduce(
        (pieces, [start, end]) => {
          const last = pieces.pop()
          if (!last) return pieces
          const [lastFrom, lastTo] = last
          if (start > lastFrom) pieces.push([lastFrom, Math.min(lastTo, start - 1)])
          if (end < lastTo) pieces.push([Math.max(lastFrom, end + 1), lastTo])
          return pieces
        },
        [[from, to]],
      ),
  )
