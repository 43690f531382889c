/** A list as one comparable text, its items sorted; any other value as it reads. */
export const comparable = (value: unknown): string =>
  Array.isArray(value) ? [...value].sort().join(', ') : String(value ?? '')

/**
 * Whether a save set `name` to something other than the document had: a save that leaves the
 * field out (a partial update) does not change it, whatever the returned document holds.
 */
export const sentChange = <T extends object>(
  data: Partial<T>,
  before: T | undefined,
  name: keyof T & string,
): boolean => name in data && comparable(data[name]) !== comparable(before?.[name])
