/**
 * A relationship or upload read deep enough is the related document; below that depth it is only
 * the document's id.
 */
export function populated<T extends object>(
  value: T | number | string | null | undefined,
): T | null {
  return typeof value === 'object' && value !== null ? value : null
}
