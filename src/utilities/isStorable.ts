/**
 * Whether every text in a value can be stored as sent. A NUL character or a lone UTF-16 surrogate
 * (JSON's `\u0000`, `\ud800`) is refused rather than cut out: PostgreSQL cannot store either, and
 * quietly changing what a visitor sent is worse than asking again.
 */
export function isStorable(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed() && !value.includes('\0')
  if (Array.isArray(value)) return value.every(isStorable)
  if (isPlainObject(value))
    return Object.entries(value).every(([key, entry]) => isStorable(key) && isStorable(entry))
  return true
}

/** The same for a multipart form: every field name, every text value (files are bytes, kept as sent). */
export function isStorableForm(form: FormData): boolean {
  return [...form.entries()].every(
    ([name, value]) => isStorable(name) && (typeof value !== 'string' || isStorable(value)),
  )
}

/** A JSON object (not an array, not null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
