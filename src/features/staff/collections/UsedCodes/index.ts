import type { CollectionConfig } from 'payload'

/**
 * Second-factor codes already taken, one row each (`{user}:{time step}`, `{user}:r:{hash}` for a
 * recovery code), written in the sign-in's transaction. The unique key makes "a code works once"
 * hold when two sign-ins race with the same code: the second insert fails. (The users row cannot
 * carry this: Payload writes the whole row, as it read it, when it adds a session.) Rows older
 * than a day are removed at each sign-in of their account; no one reads them through the API.
 */
export const UsedCodes: CollectionConfig = {
  slug: 'used-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'user', type: 'number', required: true, index: true },
  ],
}
