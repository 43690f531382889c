import type { Payload } from 'payload'

import { type Bilingual, t } from './bilingual'
import { bannerArt, type Palette } from './media/art'
import { createBilingual } from './write'

const images = {
  heroHome: { palette: 'teal', alt: t('Abstract teal and gold waves', 'أمواج تجريدية بلون أخضر مزرق وذهبي') },
  heroAbout: { palette: 'dusk', alt: t('Abstract evening-blue shapes', 'أشكال تجريدية بلون أزرق مسائي') },
} satisfies Record<string, { palette: Palette; alt: Bilingual }>

export type SeedMedia = Record<keyof typeof images, number>

/** Creates the seed images that are missing (found by file name) and returns every image's id. */
export async function seedMedia(payload: Payload): Promise<SeedMedia> {
  const ids: Partial<SeedMedia> = {}
  for (const [key, { palette, alt }] of Object.entries(images) as [keyof SeedMedia, (typeof images)[keyof SeedMedia]][]) {
    const filename = `${key}.webp`
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    const found = existing.docs[0]
    if (found) {
      ids[key] = found.id as number
      continue
    }
    const data = await bannerArt(palette)
    const created = await createBilingual(payload, 'media', { alt }, {
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    })
    ids[key] = created
  }
  return ids as SeedMedia
}
