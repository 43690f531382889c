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

/** What every control of a field carries: its id and name, and its ties to the hint and error. */
export function controlAttributes(
  id: string,
  name: string,
  parts: { hint?: unknown; error?: unknown },
) {
  return {
    id,
    name,
    'aria-invalid': parts.error ? true : undefined,
    'aria-describedby': describedBy(id, parts),
  } as const
}
