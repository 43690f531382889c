import sharp from 'sharp'

/** Palettes for the generated artwork: the brand's teal with a warm accent. */
const palettes = {
  teal: ['#063a36', '#0b6a64', '#12a094', '#c8963e'],
  sand: ['#5a3d12', '#a8742a', '#d9b56c', '#0b6a64'],
  dusk: ['#1b2440', '#2f4a7a', '#5f86c4', '#c8963e'],
} as const

export type Palette = keyof typeof palettes

/**
 * Abstract banner art drawn as SVG and rasterised to WebP with sharp: the project ships no
 * photographs, and nothing is downloaded.
 */
export async function bannerArt(palette: Palette, width = 1600, height = 600): Promise<Buffer> {
  const [deep, mid, light, accent] = palettes[palette]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 600">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="600" fill="url(#g)"/>
  <circle cx="1250" cy="120" r="260" fill="${light}" opacity="0.35"/>
  <circle cx="1450" cy="480" r="180" fill="${accent}" opacity="0.35"/>
  <path d="M0 470 C 300 400, 600 560, 900 480 S 1400 420, 1600 500 L1600 600 L0 600 Z" fill="${deep}" opacity="0.5"/>
  <path d="M0 520 C 350 470, 700 600, 1050 530 S 1450 500, 1600 540 L1600 600 L0 600 Z" fill="${light}" opacity="0.25"/>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer()
}
