import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Puts the API's field messages on the form's fields. `unplaced` says whether some message
 * belongs to no visible field, so the summary shows the API's general message too.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string>,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { fields: Path<T>[]; unplaced: boolean } {
  const placed: Path<T>[] = []
  for (const [field, message] of Object.entries(errors)) {
    const known = fields.find((f) => f === field)
    if (!known) continue
    setError(known, { type: 'server', message })
    placed.push(known)
  }
  return { fields: placed, unplaced: placed.length < Object.keys(errors).length || placed.length === 0 }
}
