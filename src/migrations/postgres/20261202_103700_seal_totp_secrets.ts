import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import {
  openStoredSecrets,
  sealStoredSecrets,
} from '@/features/staff/secondFactor/sealStoredSecrets'

/**
 * Authenticator secrets were stored as they are: each is sealed now (secondFactor/secretBox.ts),
 * with the key from SECOND_FACTOR_KEY or the one kept in the data folder.
 */
export const up = (args: MigrateUpArgs): Promise<void> => sealStoredSecrets(args)

export const down = (args: MigrateDownArgs): Promise<void> => openStoredSecrets(args)
