import type { UploadKind } from '@/uploads/kinds'

/** Spec §9: names and the cover letter title up to 40 characters, the cover letter up to 1000. */
export const NAME_MAX = 40
export const COVER_LETTER_TITLE_MAX = 40
export const COVER_LETTER_MAX = 1000
/** Spec §9: uploads up to 2 MB. */
export const CV_MAX_BYTES = 2 * 1024 * 1024
/** A CV is a PDF, read from its bytes by `inspectUpload` (src/uploads/inspect.ts) on the server. */
export const cvKinds = [
  { ext: 'pdf', mime: 'application/pdf' },
] as const satisfies readonly UploadKind[]
