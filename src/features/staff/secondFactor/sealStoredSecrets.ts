import type { Payload, PayloadRequest } from 'payload'

import { openSecret, sealSecret } from './secretBox'

/**
 * Rewrites every stored authenticator secret, for the migration that started sealing them (each
 * adapter's `20261202_103700_seal_totp_secrets`): sealed on the way up, opened on the way down.
 */
async function rewriteSecrets(
  { payload, req }: { payload: Payload; req: Partial<PayloadRequest> },
  rewrite: (stored: string) => string | null,
): Promise<void> {
  const { docs } = await payload.db.find<{ id: number; totpSecret?: string | null }>({
    collection: 'users',
    where: { totpSecret: { exists: true } },
    pagination: false,
    req,
  })
  for (const user of docs) {
    const rewritten = user.totpSecret ? rewrite(user.totpSecret) : null
    if (rewritten === null) continue
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { totpSecret: rewritten },
      req,
      returning: false,
    })
  }
}

export const sealStoredSecrets = (args: { payload: Payload; req: Partial<PayloadRequest> }) =>
  rewriteSecrets(args, (stored) => (stored.startsWith('v1.') ? null : sealSecret(stored)))

export const openStoredSecrets = (args: { payload: Payload; req: Partial<PayloadRequest> }) =>
  rewriteSecrets(args, openSecret)
