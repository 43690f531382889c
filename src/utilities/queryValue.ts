/**
 * One value of a page's query parameter, trimmed: a repeated parameter counts by its first value,
 * a missing one is ''.
 */
export function queryValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}
