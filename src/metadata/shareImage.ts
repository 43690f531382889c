import 'server-only'

import path from 'node:path'
import sharp from 'sharp'

import { brand } from '@/brand'
import { directionOf, type Locale } from '@/i18n/locales'
import { isLtrRun, LTR_RUN } from '@/i18n/ltrRuns'

import { SHARE_IMAGE_SIZE } from './shareImageSize'

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE
const MARGIN = 80
const TEXT_WIDTH = WIDTH - 2 * MARGIN
/** The band between the company's name and the site's address, where the title is centred. */
const TITLE_TOP = 180
/** Room for three lines of the title at its full size; a longer one is set smaller to fit. */
const TITLE_HEIGHT = 300
const COLOURS = { ground: '#095650', mark: '#0b6a64', accent: '#c8963e', text: '#ffffff' }

const FONT = 'IBM Plex Sans Arabic'
/** The TrueType faces scripts/subset-fonts.mjs writes (the image copies them: imageTree.mjs). */
const FACES = { latin: [400, 700], arabic: [700] } as const
type Face = { script: keyof typeof FACES; weight: 400 | 700 }
const fontFile = ({ script, weight }: Face) =>
  path.join(process.cwd(), `src/fonts/ibm-plex-sans-arabic-${script}-core-${weight}.ttf`)

/**
 * Pango finds a family by name among the files it was given, one file per script and weight. Each
 * is given once, by drawing a letter with it, so that a title mixing Arabic, Latin and digits is
 * set in the one family whichever file a drawing names.
 */
let fontsLoaded: Promise<unknown> | undefined
function loadFonts() {
  fontsLoaded ??= Promise.all(
    Object.entries(FACES).flatMap(([script, weights]) =>
      weights.map((weight) =>
        sharp({
          text: { text: 'a', font: FONT, fontfile: fontFile({ script, weight } as Face) },
        }).toBuffer(),
      ),
    ),
  )
  return fontsLoaded
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * In an Arabic line a phone number's groups would be laid out right to left (see ltrRuns.ts): each
 * such run is isolated left to right (U+2066 … U+2069), its spaces unbroken so it stays on one line.
 */
const isolateLtrRuns = (text: string) =>
  text.replace(LTR_RUN, (run) =>
    isLtrRun(run) ? `\u2066${run.replace(/ /g, '\u00a0')}\u2069` : run,
  )

type Line = { text: string; weight: 400 | 700; points: number; locale: Locale; maxHeight?: number }

async function drawText({ text, weight, points, locale, maxHeight }: Line) {
  const rtl = directionOf(locale) === 'rtl'
  const content = escapeMarkup(rtl ? isolateLtrRuns(text) : text)
  const { data, info } = await sharp({
    text: {
      // With a height, Pango picks the size that fits the box; without, the size is the markup's.
      text: `<span foreground="${COLOURS.text}" font_weight="${weight}"${maxHeight ? '' : ` size="${points}pt"`}>${content}</span>`,
      font: FONT,
      fontfile: fontFile(rtl ? { script: 'arabic', weight: 700 } : { script: 'latin', weight }),
      width: TEXT_WIDTH,
      height: maxHeight,
      dpi: maxHeight ? undefined : 72,
      // Pango mirrors the alignment of a right-to-left paragraph: `left` is its start, the right.
      align: 'left',
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { input: data, width: info.width, height: info.height }
}

/** The brand's mark (src/app/icon.svg), drawn at `size` pixels. */
const markSvg = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="${COLOURS.mark}" stroke="#fff" stroke-width="1"/><path d="M20 31V14" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><path d="M20 15c-3-5-8-6-11-5 3 1 7 3 11 5Zm0 0c3-5 8-6 11-5-3 1-7 3-11 5Z" fill="${COLOURS.accent}"/><path d="M20 20c-4-3-8-3-10-2 3 0 6 1 10 2Zm0 0c4-3 8-3 10-2-3 0-6 1-10 2Z" fill="#fff"/></svg>`,
  )

/**
 * The title as the picture shows it: the company's name, which the picture names above it, is
 * left out where the title begins or ends with it ("Rafeef Cooperative Insurance | Protection…").
 */
export function cardTitle(title: string, locale: Locale): string {
  const name = brand[locale].fullName
  const separated = new RegExp(`^${name}\\s*[|\u2013\u2014-]\\s*|\\s*[|\u2013\u2014-]\\s*${name}$`)
  return title.replace(separated, '').trim() || title
}

/**
 * A page's share image: its title on the brand's ground, the mark and the company's name above it
 * and the site's address below, laid out in the page's direction. Drawn by libvips, whose text is
 * shaped by HarfBuzz (Arabic letters joined, right to left).
 */
export async function drawShareImage(title: string, locale: Locale, host: string) {
  await loadFonts()
  const rtl = directionOf(locale) === 'rtl'
  const MARK = 88
  const text = cardTitle(title, locale)
  const [name, heading, address] = await Promise.all([
    drawText({ text: brand[locale].fullName, weight: 700, points: 34, locale }),
    drawText({ text, weight: 700, points: 60, locale }).then((full) =>
      full.height <= TITLE_HEIGHT
        ? full
        : drawText({ text, weight: 700, points: 60, locale, maxHeight: TITLE_HEIGHT }),
    ),
    drawText({ text: host, weight: 400, points: 28, locale: 'en' }),
  ])
  // From the start of the line: the left margin in English, the right one in Arabic.
  const fromStart = (offset: number, width: number) =>
    rtl ? WIDTH - MARGIN - offset - width : MARGIN + offset
  const nameOffset = MARK + 24
  return sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 4, background: COLOURS.ground },
  })
    .composite([
      { input: markSvg(MARK), left: fromStart(0, MARK), top: 64 },
      {
        input: name.input,
        left: fromStart(nameOffset, name.width),
        top: 64 + Math.round((MARK - name.height) / 2),
      },
      {
        input: heading.input,
        left: fromStart(0, heading.width),
        top: TITLE_TOP + Math.max(0, Math.round((TITLE_HEIGHT + 20 - heading.height) / 2)),
      },
      {
        input: address.input,
        left: fromStart(0, address.width),
        top: HEIGHT - 64 - address.height,
      },
      {
        input: {
          create: { width: WIDTH, height: 16, channels: 4, background: COLOURS.accent },
        },
        left: 0,
        top: HEIGHT - 16,
      },
    ])
    .png()
    .toBuffer()
}
