import 'server-only'

import type { RefusalReason } from './kinds'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/**
 * CRC-32 as PNG chunks use it. Written out because zlib.crc32 needs Node 20.15 and the project
 * runs on 20.9 or newer; a table lookup per byte checks 2 MB in a few milliseconds.
 */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) {
    crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8)
  }
  return (crc ^ 0xffffffff) >>> 0
}

const isLetter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a))

/**
 * Walks a PNG's chunks from the signature to IEND. A chunk running past the end, a chunk whose
 * CRC does not match (decoders disagree on whether to ignore that) or a missing IEND make the
 * file `broken`; anything at all after IEND is data a PNG has no place for (an appended page,
 * archive or script), so `active`. sharp alone would accept a PNG missing the last bytes of its
 * IEND chunk, or with a bad CRC, hence this walk.
 */
export function checkPngStructure(bytes: Buffer): RefusalReason | null {
  if (bytes.length < SIGNATURE.length || !bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    return 'type'
  }
  let offset = SIGNATURE.length
  let first = true
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.subarray(offset + 4, offset + 8)
    const end = offset + 12 + length
    if (length > 0x7fffffff || end > bytes.length) return 'broken'
    if (!type.every((byte) => isLetter(byte))) return 'broken'
    const name = type.toString('latin1')
    if (first && (name !== 'IHDR' || length !== 13)) return 'broken'
    first = false
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(end - 4)) {
      return 'broken'
    }
    if (name === 'IEND') return end === bytes.length ? null : 'active'
    offset = end
  }
  return 'broken'
}
