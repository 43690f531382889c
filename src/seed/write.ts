import { randomBytes } from 'node:crypto'
import type { CollectionSlug, File, GlobalSlug, Payload, RequestContext } from 'payload'

import type { Locale } from '@/i18n/locales'

import { inLocale, type SeedData, withRowIds } from './bilingual'

/** Seed writes never expire the site's cache: there is no Next request to do it in. */
export const seedContext: RequestContext = { disableRevalidate: true }

type WriteArgs = {
  collection: CollectionSlug
  locale: Locale
  data: Record<string, unknown>
  context: RequestContext
  overrideAccess: true
}

/**
 * Payload's create/update types are a union over every collection, which a helper generic over
 * the slug cannot satisfy; seed data is checked by Payload's own validation at run time instead.
 */
type Create = (args: WriteArgs & { file?: File }) => Promise<{ id: number | string }>
type Update = (args: WriteArgs & { id: number | string }) => Promise<unknown>

/**
 * Creates a document in English, then writes the Arabic of every localized field onto the same
 * document (and the same array rows and blocks, thanks to fixed row ids). Returns the new id.
 */
export async function createBilingual(
  payload: Payload,
  collection: CollectionSlug,
  seed: SeedData,
  options: { file?: File; publish?: boolean } = {},
): Promise<number> {
  // Row ids are unique per table, across documents: give each document its own prefix.
  const data = withRowIds(seed, randomBytes(6).toString('hex')) as SeedData
  const status = options.publish ? { _status: 'published' } : {}
  const base = { collection, context: seedContext, overrideAccess: true } as const
  const created = await (payload.create.bind(payload) as Create)({
    ...base,
    locale: 'en',
    data: { ...(inLocale(data, 'en') as object), ...status },
    file: options.file,
  })
  await (payload.update.bind(payload) as Update)({
    ...base,
    id: created.id,
    locale: 'ar',
    data: { ...(inLocale(data, 'ar') as object), ...status },
  })
  return created.id as number
}

type UpdateGlobal = (args: {
  slug: GlobalSlug
  locale: Locale
  data: Record<string, unknown>
  context: RequestContext
  overrideAccess: true
}) => Promise<unknown>

/** Writes a global in English, then its Arabic onto the same rows. */
export async function updateGlobalBilingual(payload: Payload, slug: GlobalSlug, seed: SeedData) {
  const data = withRowIds(seed, randomBytes(6).toString('hex')) as SeedData
  const update = payload.updateGlobal.bind(payload) as UpdateGlobal
  for (const locale of ['en', 'ar'] as const) {
    await update({
      slug,
      locale,
      data: inLocale(data, locale) as Record<string, unknown>,
      context: seedContext,
      overrideAccess: true,
    })
  }
}
