export const DAY_MS = 24 * 60 * 60 * 1000
export const MINUTE_MS = 60 * 1000
