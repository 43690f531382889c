import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/**
 * Puts the API's field messages on the form's fields (`fields`, the form's own names). `unplaced`
 * says whether some message belongs to no visible field, so the summary shows the API's general
 * message too.
 */
export function applyServerErrors<T extends FieldValues>(
  errors: Record<string, string>,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): { fields: string[]; unplaced: boolean } {
  const placed: string[] = []
  for (const [field, message] of Object.entries(errors)) {
    if (!fields.includes(field)) continue
    // One of the form's own fields: the caller's list names only those.
    setError(field as Path<T>, { type: 'server', message })
    placed.push(field)
  }
  return {
    fields: placed,
    unplaced: placed.length < Object.keys(errors).length || placed.length === 0,
  }
}
