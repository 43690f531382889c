/** The fields that say what a row is, first found first: a menu item's title, an option's label. */
const NAMING_FIELDS = [
  'title',
  'label',
  'name',
  'property',
  'question',
  'tag',
  'area',
  'host',
  'icon',
]

/** The row's naming text in the language being edited, or nothing while it is empty. */
export function rowName(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  const row = data as Record<string, unknown>
  for (const field of NAMING_FIELDS) {
    const value = row[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}
