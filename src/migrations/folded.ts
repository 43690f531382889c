/**
 * The migrations written from 2026-11-23 to 2026-12-04 are folded into one baseline per database
 * (docs/decisions/092-one-baseline-migration-per-database.md). A database they made has the
 * baseline's schema already, so its baseline does nothing; one they left part-way is refused,
 * since only those migrations (in git before the fold) can finish it.
 */
export const LAST_FOLDED = {
  sqlite: '20261204_191144_job_places_and_share_images',
  postgres: '20261204_191154_job_places_and_share_images',
} as const

/**
 * Whether the baseline must build the schema, given the migrations this database recorded
 * (those of a schema pushed under `next dev`, batch -1, left out).
 */
export function baselineBuilds(recorded: readonly string[], lastFolded: string): boolean {
  if (recorded.length === 0) return true
  if (recorded.includes(lastFolded)) return false
  throw new Error(
    `This database stopped part-way through the migrations before the baseline (it has ` +
      `${[...recorded].sort().at(-1)}, not ${lastFolded}). Migrate it with the version of ` +
      `2026-12-04 (git commit e16cfa0) first, then with this one`,
  )
}
