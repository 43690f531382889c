import config from '@payload-config'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { getPayload } from 'payload'

import { settings } from '@/settings.mjs'

import { ensureAdmin } from './admin'
import { isEmpty, seed } from './index'

/**
 * `npm run seed` fills whatever is missing. With SEED_IF_EMPTY=1 (the start command) it only seeds
 * a database without pages, but still creates the first admin when there is none. On success it
 * leaves a marker the start command checks, so a run that ended early cannot pass unnoticed.
 */
const payload = await getPayload({ config })
if (settings.seedIfEmpty && !(await isEmpty(payload))) {
  await ensureAdmin(payload)
  payload.logger.info('Database already has content; seed skipped.')
} else {
  const { created } = await seed(payload)
  payload.logger.info(created.length ? `Seeded pages: ${created.join(', ')}` : 'Nothing to seed.')
}
writeFileSync(path.resolve(settings.dataDir, '.seed-done'), new Date().toISOString())
await payload.destroy()
process.exit(0)
