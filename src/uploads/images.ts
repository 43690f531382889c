import 'server-only'

import sharp from 'sharp'

import { checkJpegStructure } from './jpeg'
import type { RefusalReason } from './kinds'
import { checkPngStructure } from './png'

/**
 * The most pixels an uploaded image may have: 50 megapixels holds a full-resolution photo from
 * a 48 or 50 MP phone camera and a page scanned at 600 dpi. sharp reads the dimensions from the
 * header and refuses anything larger before decoding, so a decompression bomb (a few hundred
 * kilobytes that would unpack to gigabytes) costs nothing.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

/**
 * Whether libvips can decode every pixel. `failOn: 'error'` fails on a file cut short (libjpeg's
 * "premature end", a PNG's missing data) and on real decoding errors, while still taking the
 * harmless warnings some cameras' JPEGs raise. The image is decoded in full but shrunk on the way
 * to a 64-pixel thumbnail: for a JPEG libjpeg still reads every byte of compressed data (so
 * truncation is still seen) but skips most of the inverse DCT, and nothing the size of the
 * image is ever held in memory. A 12 MP, 2 MB JPEG takes about 30 ms; a progressive one of the
 * same size about 100 ms, the costliest case here.
 */
async function decodes(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_IMAGE_PIXELS,
      sequentialRead: true,
    })
      .resize(64, 64, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer()
    return true
  } catch {
    return false
  }
}

export async function checkPng(bytes: Buffer): Promise<RefusalReason | null> {
  const structure = checkPngStructure(bytes)
  if (structure) return structure
  return (await decodes(bytes)) ? null : 'broken'
}

export async function checkJpeg(bytes: Buffer): Promise<RefusalReason | null> {
  const structure = checkJpegStructure(bytes)
  if (structure) return structure
  return (await decodes(bytes)) ? null : 'broken'
}
