/** Reads a whole number of days (or minutes) from the environment, falling back when unset or bad. */
export function settingOf(variable: string, fallback: number, { allowZero = false } = {}): number {
  const raw = process.env[variable]
  const configured = raw === undefined || raw === '' ? NaN : Number(raw)
  return Number.isInteger(configured) && (configured > 0 || (allowZero && configured === 0)) ? configured : fallback
}

export const DAY_MS = 24 * 60 * 60 * 1000
export const MINUTE_MS = 60 * 1000
