// What the in-process benches (`payload run bench/….ts`, on a throwaway database of their own)
// start from: the migrated database, an admin to act as, and contact message rows to read or erase.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations } from '@/migrations/sqlite'

/** Payload on the migrated database, and an admin account to act as. */
export async function migratedWithAdmin() {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  // Through the adapter: the account only acts here, and creating one through Payload emails it an
  // invitation whose translated texts this script's loader cannot read.
  const admin = await payload.db.create({
    collection: 'users',
    data: { email: 'bench-admin@example.com', roles: ['admin'] },
  })
  return { payload, admin }
}

/**
 * The row a contact form writes for sender `i`, through the adapter (its hooks queue emails with
 * translated texts, which this script's loader cannot read); `padding` lengthens the message.
 */
export async function writeContactMessage(payload: Payload, i: number, padding?: string) {
  await payload.db.create({
    collection: 'contact-messages',
    data: {
      personEmail: `person${i}@example.com`,
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      phoneNumber: `05${String(i).padStart(8, '0')}`,
      subject: 'Changing the address on my policy',
      message: `I moved to Jeddah last month. How do I update the address on my motor policy?${padding === undefined ? '' : ` ${padding}`}`,
      lang: 'en',
      handled: false,
    },
  })
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
