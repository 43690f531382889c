/**
 * The file kinds an upload may be, named as file-type names what it reads in a file's first
 * bytes. Kept apart from the inspection itself so forms and collections (which also run in the
 * browser) can describe what they accept without importing server code.
 */
export type UploadKind = { readonly ext: 'pdf' | 'jpg' | 'png' | 'bmp'; readonly mime: string }

/**
 * Why an upload is refused: it is not one of the accepted kinds (`type`), it is cut short or
 * unreadable (`broken`), or it carries markup or active content beside what it claims to be
 * (`active`).
 */
export type RefusalReason = 'type' | 'broken' | 'active'
