import { fileTypeFromBuffer } from 'file-type'

/**
 * Whether the bytes are a whole PDF document: its signature (sniffed by file-type, whatever the
 * file's name or declared type) and the trailer every complete PDF ends with (`startxref` …
 * `%%EOF` in its last kilobyte), which a cut-off upload or a renamed file lacks. Payload's upload
 * check refuses the same files; checking here answers 415 instead of failing later.
 */
export async function isWholePdf(data: Buffer): Promise<boolean> {
  if ((await fileTypeFromBuffer(data))?.mime !== 'application/pdf') return false
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  return tail.includes('xref') && tail.includes('%%EOF')
}
