import 'server-only'

import { fileTypeFromBuffer } from 'file-type'

import { checkBmp } from './bmp'
import { checkJpeg, checkPng } from './images'
import type { RefusalReason, UploadKind } from './kinds'
import { asLatin1, hasActiveMarkup } from './markup'
import { checkPdf } from './pdf'

export type { RefusalReason, UploadKind } from './kinds'

export type Inspection<K extends UploadKind = UploadKind> =
  { ok: true; kind: K } | { ok: false; reason: RefusalReason }

function checkContent(
  ext: UploadKind['ext'],
  bytes: Buffer,
  text: string,
): Promise<RefusalReason | null> | RefusalReason | null {
  switch (ext) {
    case 'pdf':
      return checkPdf(bytes, text)
    case 'jpg':
      return checkJpeg(bytes)
    case 'png':
      return checkPng(bytes)
    case 'bmp':
      return checkBmp(bytes)
  }
}

/**
 * Whether an uploaded file's bytes are really a whole, harmless file of one of the `accepted`
 * kinds; callers answer 415 when they are not. The file's name and declared type play no part.
 *
 * - `type`: file-type, reading the first bytes, finds none of the accepted kinds (a renamed text
 *   file, a GIF where only PDF, JPG, PNG and BMP are taken, an empty file).
 * - `active`: the file carries HTML a browser would run, anywhere in it (a polyglot: a PNG header
 *   followed by a page, a PDF with a script tag in a stream); data after the image ends; a PDF
 *   with scripts, automatic actions, attachments or XFA forms.
 * - `broken`: the file is cut short or unreadable (a PDF without its trailer or that pdf-lib
 *   cannot parse, an image that sharp cannot decode to the last pixel, a BMP whose headers do not
 *   add up), or an image too large to decode safely.
 *
 * On success `kind` is the accepted entry the bytes matched, so callers store the file under the
 * extension and type its bytes prove. Sized for uploads of at most a few megabytes (callers cap
 * them first): a 2 MB file takes a few tens of milliseconds; the slowest case is a progressive
 * JPEG, about 100 ms for 12 megapixels (see images.ts).
 */
export async function inspectUpload<K extends UploadKind>(
  bytes: Buffer,
  accepted: readonly K[],
): Promise<Inspection<K>> {
  let detected: { ext: string; mime: string } | undefined
  try {
    detected = await fileTypeFromBuffer(bytes)
  } catch {
    detected = undefined
  }
  const kind =
    detected && accepted.find((known) => known.ext === detected.ext && known.mime === detected.mime)
  if (!kind) return { ok: false, reason: 'type' }

  // One string for the text searches, one byte per character; 2 MB costs about a millisecond.
  const text = asLatin1(bytes)
  if (hasActiveMarkup(text)) return { ok: false, reason: 'active' }

  let reason: RefusalReason | null
  try {
    reason = await checkContent(kind.ext, bytes, text)
  } catch {
    // The checks read untrusted bytes; any failure they did not foresee still means "unreadable".
    reason = 'broken'
  }
  return reason ? { ok: false, reason } : { ok: true, kind }
}
