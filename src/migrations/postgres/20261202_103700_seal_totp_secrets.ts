import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { openSecret, sealSecret } from '@/collections/Users/secondFactor/secretBox'

/**
 * Authenticator secrets were stored as they are: each is sealed now (secondFactor/secretBox.ts),
 * with the key from SECOND_FACTOR_KEY or the one kept in the data folder.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { docs } = await payload.db.find<{ id: number; totpSecret?: string | null }>({
    collection: 'users',
    where: { totpSecret: { exists: true } },
    pagination: false,
    req,
  })
  for (const user of docs) {
    if (!user.totpSecret || user.totpSecret.startsWith('v1.')) continue
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { totpSecret: sealSecret(user.totpSecret) },
      req,
      returning: false,
    })
  }
}

export async function down({ payload, req }: MigrateDownArgs): Promise<void> {
  const { docs } = await payload.db.find<{ id: number; totpSecret?: string | null }>({
    collection: 'users',
    where: { totpSecret: { exists: true } },
    pagination: false,
    req,
  })
  for (const user of docs)
    if (user.totpSecret)
      await payload.db.updateOne({
        collection: 'users',
        id: user.id,
        data: { totpSecret: openSecret(user.totpSecret) },
        req,
        returning: false,
      })
}
