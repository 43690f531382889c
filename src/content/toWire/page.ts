import type { Page } from '@/payload-types'

import type { WireGroup, WireMeta, WirePage } from '../wire'
import { type AllLocales, twin } from './localized'
import { mediaUrl } from './media'
import type { SectionBlock } from '@/blocks/sectionKind'

import { sectionToWire, type StoredBlock } from './sections'

type Attribute = NonNullable<Page['attributes']>[number]

/**
 * A page as Payload returns it with `locale: 'all'` and depth 2. A draft may lack what publishing
 * requires, so only its name is sure to be there.
 */
export type PageDoc = Pick<Page, 'name'> &
  Partial<AllLocales<Pick<Page, 'title' | 'description'>, 'title' | 'description'>> & {
    shareImage?: Page['shareImage']
    attributes?: AllLocales<Attribute, 'content'>[] | null
    sections?: (SectionBlock | StoredBlock)[] | null
  }

function metaData(page: PageDoc): WireMeta[] {
  const attributes = (page.attributes ?? []).map((a) => ({
    name: a.name ?? null,
    property: a.property ?? null,
    ...twin('content', a.content),
  }))
  const description = twin('content', page.description)
  if (description.content || description.content_ar) {
    attributes.unshift({ name: 'description', property: null, ...description })
  }
  // The share image an editor chose travels as the meta tag it becomes (og:image). It is one
  // for both languages: Payload's upload check refuses a localized one saved with `locale=all`.
  const image = mediaUrl(page.shareImage)
  if (image)
    attributes.push({ name: null, property: 'og:image', content: image, content_ar: image })
  return [{ ...twin('title', page.title), attributes }]
}

/** `group` is the page group this page belongs to, found by the caller. */
export function pageToWire(page: PageDoc, group: WireGroup | null = null): WirePage {
  return {
    name: page.name,
    meta_data: metaData(page),
    group,
    sections: (page.sections ?? [])
      .map(sectionToWire)
      .filter((s): s is NonNullable<typeof s> => s !== null),
  }
}
