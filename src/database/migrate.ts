import config from '@payload-config'
import { getPayload, type Migration } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { settings } from '@/settings.mjs'

import { dialectOf } from './url'

/**
 * `payload migrate` for the container image, which carries no Payload CLI (tsx reads the migration
 * files from disk as TypeScript). Here the migrations are imported, so a bundle of this file holds
 * them, and handed to the adapter as the CLI would find them. As the CLI: no onInit (it would
 * start the scheduled jobs), and "Done." when every migration ran.
 */
process.env.PAYLOAD_MIGRATING = 'true'
const payload = await getPayload({ config, disableOnInit: true })
const migrations =
  dialectOf(settings.databaseUrl) === 'postgres' ? postgresMigrations : sqliteMigrations
// Payload types the adapter-neutral list with arguments of `unknown`; each adapter's migrations
// take that adapter's own, which is the one running them.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
payload.logger.info('Done.')
await payload.destroy()
process.exit(0)
