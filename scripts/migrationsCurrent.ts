// Whether the committed migrations of the database DATABASE_URL names build the schema the Payload
// config describes: the comparison `payload migrate:create` makes (the config's schema against the
// newest migration's snapshot, through the adapter's own drizzle-kit), without writing a file or
// connecting to the database. A collection or field changed with a migration for one database and
// not the other passes every suite that does not read that table on the other; this does not.
// Run by scripts/check-generated.mjs, once per database.
import config from '@payload-config'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'

/** What the drizzle-based adapters (@payloadcms/db-sqlite, db-postgres) carry for migrate:create. */
type DrizzleAdapter = {
  migrationDir: string
  schema: unknown
  requireDrizzleKit: () => {
    generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
    generateMigration: (before: unknown, after: unknown) => Promise<string[]>
    upSnapshot?: (snapshot: unknown) => unknown
  }
}

const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
// The config's adapter is a drizzle one on either database (src/database/adapter.ts); Payload types
// it as any database's.
const adapter = payload.db as unknown as DrizzleAdapter
const kit = adapter.requireDrizzleKit()
const after = await kit.generateDrizzleJson(adapter.schema)
const folder = path.relative(process.cwd(), adapter.migrationDir)
const newest = readdirSync(adapter.migrationDir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .at(-1)
if (!newest) {
  console.error(`${folder} holds no migration.`)
  process.exit(1)
}
let before: unknown = JSON.parse(readFileSync(path.join(adapter.migrationDir, newest), 'utf8'))
const beforeVersion = (before as { version: string }).version
if (kit.upSnapshot && beforeVersion < after.version) before = kit.upSnapshot(before)
const statements = await kit.generateMigration(before, after)
if (statements.length > 0) {
  console.error(
    `${folder} does not build the schema the config describes: it lacks\n  ${statements.join('\n  ')}\n` +
      `Make the migration: DATABASE_URL=<this database> npm run payload -- migrate:create <name>.`,
  )
  process.exit(1)
}
console.log(`${folder} builds the schema the config describes (newest: ${newest}).`)
process.exit(0)
