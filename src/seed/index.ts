import type { Payload } from 'payload'

import { ensureAdmin } from './admin'
import type { SeedData } from './bilingual'
import { seedMedia } from './media'
import { home } from './pages/home'
import { whoWeAre } from './pages/whoWeAre'
import { createBilingual } from './write'

/**
 * Fills what is missing and leaves everything else alone: a page that exists (by name) is never
 * overwritten, so running the seed again cannot undo an editor's work.
 */
export async function seed(payload: Payload): Promise<{ created: string[] }> {
  await ensureAdmin(payload)
  const media = await seedMedia(payload)
  const pages: SeedData[] = [home(media), whoWeAre(media)]
  const created: string[] = []
  for (const page of pages) {
    const name = page.name as string
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    await createBilingual(payload, 'pages', page, { publish: true })
    created.push(name)
  }
  return { created }
}

export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  return totalDocs === 0
}
