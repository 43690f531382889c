import 'server-only'

import type { RefusalReason } from './kinds'

/** Sizes of the DIB headers Windows has defined: CORE, INFO, V2, V3, V4 and V5. */
const DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 108, 124])
const BITS_PER_PIXEL = new Set([1, 4, 8, 16, 24, 32])
/** No scanned page or photo needs more; a larger BMP is at best a mistake. */
export const MAX_BMP_SIDE = 10_000

const BI_RGB = 0
const BI_RLE8 = 1
const BI_RLE4 = 2
const BI_BITFIELDS = 3
const BI_JPEG = 4
const BI_PNG = 5
const BI_ALPHABITFIELDS = 6

const FILE_HEADER_SIZE = 14

/**
 * sharp (libvips) cannot read BMP, so a BMP is checked by its structure instead: the file
 * header, the DIB header, the colour table and the pixel array must agree with each other and
 * with the file's length. A BMP is uncompressed (or simply run-length encoded), so a file that
 * holds all the pixels its header promises is readable by any viewer.
 *
 * A file shorter than its declared size is cut off (`broken`); bytes past the declared size are
 * something appended to an image (`active`).
 */
export function checkBmp(bytes: Buffer): RefusalReason | null {
  if (bytes.length < FILE_HEADER_SIZE + 4 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return 'type'
  const declaredSize = bytes.readUInt32LE(2)
  if (bytes.length < declaredSize) return 'broken'
  if (bytes.length > declaredSize) return 'active'
  const pixelOffset = bytes.readUInt32LE(10)
  const headerSize = bytes.readUInt32LE(14)
  if (!DIB_HEADER_SIZES.has(headerSize) || FILE_HEADER_SIZE + headerSize > bytes.length)
    return 'broken'

  const core = headerSize === 12
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18)
  const height = core ? bytes.readUInt16LE(20) : bytes.readInt32LE(22)
  const planes = bytes.readUInt16LE(core ? 22 : 26)
  const bitsPerPixel = bytes.readUInt16LE(core ? 24 : 28)
  const compression = core ? BI_RGB : bytes.readUInt32LE(30)
  const imageSize = core ? 0 : bytes.readUInt32LE(34)
  const coloursUsed = core ? 0 : bytes.readUInt32LE(46)
  const rows = Math.abs(height)

  if (planes !== 1) return 'broken'
  if (width < 1 || width > MAX_BMP_SIDE || rows < 1 || rows > MAX_BMP_SIDE) return 'broken'
  if (
    !BITS_PER_PIXEL.has(bitsPerPixel) ||
    (core && bitsPerPixel === 16) ||
    (core && bitsPerPixel === 32)
  ) {
    return 'broken'
  }

  // A JPEG or PNG wrapped in a BMP header (meant for printers) is not a plain bitmap.
  if (compression === BI_JPEG || compression === BI_PNG) return 'type'
  const runLength = compression === BI_RLE8 || compression === BI_RLE4
  const bitFields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS
  if (compression !== BI_RGB && !runLength && !bitFields) return 'broken'
  if (compression === BI_RLE8 && bitsPerPixel !== 8) return 'broken'
  if (compression === BI_RLE4 && bitsPerPixel !== 4) return 'broken'
  if (bitFields && bitsPerPixel !== 16 && bitsPerPixel !== 32) return 'broken'
  // Run-length encoded bitmaps are always stored bottom-up.
  if (runLength && height < 0) return 'broken'

  // After an INFO header, bit-field masks follow it; later headers hold them inside.
  const masks =
    headerSize === 40
      ? compression === BI_BITFIELDS
        ? 12
        : compression === BI_ALPHABITFIELDS
          ? 16
          : 0
      : 0
  const colours = coloursUsed || (bitsPerPixel <= 8 ? 2 ** bitsPerPixel : 0)
  const colourTableEnd = FILE_HEADER_SIZE + headerSize + masks + colours * (core ? 3 : 4)
  if (pixelOffset < colourTableEnd || pixelOffset >= declaredSize) return 'broken'

  if (runLength) {
    return imageSize > 0 && pixelOffset + imageSize <= declaredSize ? null : 'broken'
  }
  // Each row is padded to a multiple of four bytes.
  const rowSize = Math.floor((bitsPerPixel * width + 31) / 32) * 4
  return pixelOffset + rowSize * rows <= declaredSize ? null : 'broken'
}
