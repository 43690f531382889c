// Which test files run on PostgreSQL as well as on SQLite. Most tests exercise code above the
// database (HTTP, access rules, forms), and one database proves that; a file whose subject is how
// the database behaves (locks, transactions, migrations, query errors, search, backups) says so in a
// line that starts with the marker below, beside its tests, and runs on both.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const BOTH_DATABASES_MARKER = '// On both databases:'

/** The files under `dir` ending in `ending` that carry the marker, as paths vitest filters by. */
export function filesOnBothDatabases(dir, ending) {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(ending))
    .filter((name) =>
      readFileSync(path.join(dir, name), 'utf8')
        .split('\n')
        .some((line) => line.startsWith(BOTH_DATABASES_MARKER)),
    )
    .map((name) => path.join(dir, name))
  // No filter at all would run every file.
  if (files.length === 0) throw new Error(`no file under ${dir} says "${BOTH_DATABASES_MARKER}"`)
  return files
}
