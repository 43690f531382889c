import type { UploadKind } from '@/uploads/kinds'

/** Cancellation documents (spec §2.6 and §9): PDF, JPG, PNG or BMP, at most 2 MB each. */
export const DOCUMENT_MAX_BYTES = 2 * 1024 * 1024
export const DOCUMENTS_MAX = 5

/**
 * The kinds accepted, as file-type names them when it reads a file's first bytes; the server
 * checks each file against them with `inspectUpload` (src/uploads/inspect.ts).
 */
export const documentKinds = [
  { ext: 'pdf', mime: 'application/pdf' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'bmp', mime: 'image/bmp' },
] as const satisfies readonly UploadKind[]

/** For the file picker, and the browser's first check by name (the server reads the bytes). */
export const documentAccept =
  '.pdf,.jpg,.jpeg,.png,.bmp,application/pdf,image/jpeg,image/png,image/bmp'

export function looksLikeDocument(name: string): boolean {
  return /\.(pdf|jpe?g|png|bmp)$/i.test(name)
}
