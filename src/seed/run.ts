import config from '@payload-config'
import { getPayload } from 'payload'

import { ensureAdmin } from './admin'
import { isEmpty, seed } from './index'

/**
 * `npm run seed` fills whatever is missing. With --if-empty (the start command) it only seeds a
 * database without pages, but still creates the first admin when there is none.
 */
const payload = await getPayload({ config })
if (process.argv.includes('--if-empty') && !(await isEmpty(payload))) {
  await ensureAdmin(payload)
  payload.logger.info('Database already has content; seed skipped.')
} else {
  const { created } = await seed(payload)
  payload.logger.info(created.length ? `Seeded pages: ${created.join(', ')}` : 'Nothing to seed.')
}
await payload.destroy()
process.exit(0)
