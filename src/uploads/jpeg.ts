import 'server-only'

import type { RefusalReason } from './kinds'

const MARKER = 0xff
const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda

/** Markers that stand alone, without a length: restart markers and TEM. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01

/**
 * Where the JPEG stream that starts (with SOI) at `start` ends, just past its EOI, or -1 when
 * the bytes stop first. Segments are skipped by their declared length, so the thumbnail inside
 * an EXIF segment, with its own SOI and EOI, is not mistaken for the image's end; the
 * compressed data after each SOS runs to the first marker that is neither a stuffed 0xFF00 nor
 * a restart marker. Stray bytes between segments are skipped, as libjpeg does.
 */
function jpegStreamEnd(bytes: Buffer, start: number): number {
  let offset = start + 2
  while (offset < bytes.length) {
    offset = bytes.indexOf(MARKER, offset)
    if (offset === -1) return -1
    // A marker may be preceded by any number of 0xFF fill bytes.
    while (bytes[offset] === MARKER) offset++
    const marker = bytes[offset]
    if (marker === undefined) return -1
    offset++
    if (marker === EOI) return offset
    if (marker === 0x00 || standalone(marker)) continue
    if (marker === SOI) return -1
    if (offset + 2 > bytes.length) return -1
    const length = bytes.readUInt16BE(offset)
    if (length < 2) return -1
    offset += length
    if (offset > bytes.length) return -1
    if (marker !== SOS) continue
    for (;;) {
      offset = bytes.indexOf(MARKER, offset)
      if (offset === -1) return -1
      const next = bytes[offset + 1]
      if (next === undefined) return -1
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) offset += 2
      else break
    }
  }
  return -1
}

/**
 * The JPEG must end with its EOI. After it, zero padding is fine, and so are further complete
 * JPEG streams: cameras and phones store the extra images of the Multi-Picture Format (a
 * preview, a depth map) right after the first image's EOI, so the file's final EOI is that of
 * the last of them. Anything else there (an archive, a script, a video) is data with no place in
 * a JPEG: `active`.
 */
export function checkJpegStructure(bytes: Buffer): RefusalReason | null {
  if (bytes[0] !== MARKER || bytes[1] !== SOI) return 'type'
  let offset = jpegStreamEnd(bytes, 0)
  if (offset === -1) return 'broken'
  for (;;) {
    while (bytes[offset] === 0x00) offset++
    if (offset >= bytes.length) return null
    if (bytes[offset] !== MARKER || bytes[offset + 1] !== SOI) return 'active'
    offset = jpegStreamEnd(bytes, offset)
    if (offset === -1) return 'active'
  }
}
