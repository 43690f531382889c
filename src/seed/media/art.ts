import sharp from 'sharp'

import type { ArtKind } from '../catalogue'
import { motifs } from './motifs'

const palettes = [
  ['#063a36', '#0b6a64', '#12a094', '#c8963e'],
  ['#1b2440', '#2f4a7a', '#5f86c4', '#c8963e'],
  ['#3d2a0c', '#8a5f22', '#d9b56c', '#0b6a64'],
  ['#2b1838', '#5b3a7a', '#a57cc4', '#c8963e'],
] as const

/** A stable palette per motif, so the same artwork is drawn on every run. */
function paletteFor(motif: string) {
  const sum = [...motif].reduce((n, c) => n + c.charCodeAt(0), 0)
  return palettes[sum % palettes.length]!
}

const sizes: Record<ArtKind, [number, number]> = {
  banner: [1600, 600],
  picture: [800, 600],
  icon: [160, 160],
}

function svg(kind: ArtKind, motif: string): string {
  const [deep, mid, light, accent] = paletteFor(motif)
  const [w, h] = sizes[kind]
  const glyph = motifs[motif] ?? motifs.shield
  if (kind === 'icon') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 100">
      <circle cx="50" cy="50" r="50" fill="${mid}"/><g transform="translate(20 20) scale(.6)">${glyph}</g></svg>`
  }
  // Banners keep the glyph on the far side, so text over the start side stays readable.
  const glyphBox =
    kind === 'banner' ? 'translate(1080 90) scale(4.2)' : 'translate(220 120) scale(3.6)'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.45}" fill="${light}" opacity=".25"/>
    <circle cx="${w * 0.92}" cy="${h * 0.85}" r="${h * 0.3}" fill="${accent}" opacity=".3"/>
    <g opacity=".9" transform="${glyphBox}">${glyph}</g>
  </svg>`
}

/** Artwork drawn as SVG and rasterised to WebP with sharp; nothing is downloaded. */
export async function drawArt(kind: ArtKind, motif: string): Promise<Buffer> {
  return sharp(Buffer.from(svg(kind, motif)))
    .webp({ quality: 78 })
    .toBuffer()
}
