/** Ids that tie a control to its hint and error text (`aria-describedby`). */
export const hintId = (id: string) => `${id}-hint`
export const errorId = (id: string) => `${id}-error`

export function describedBy(
  id: string,
  parts: { hint?: unknown; error?: unknown },
): string | undefined {
  const ids = [parts.hint ? hintId(id) : null, parts.error ? errorId(id) : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}
