/** One address as the forms accept it (the same rule as zod's email check, kept simple). */
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/

/** The addresses of a comma- (or semicolon-, or space-) separated list. */
export function splitAddresses(value: unknown): string[] {
  if (typeof value !== 'string') return []
  return value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
}

/** Empty, or every entry an email address. */
export function isEmailList(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  return typeof value === 'string' && splitAddresses(value).every((address) => EMAIL.test(address))
}
