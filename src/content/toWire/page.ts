import type { WireGroup, WireMeta, WirePage } from '../wire'
import { type Localized, twin } from './localized'
import { type SectionBlockDoc, sectionToWire } from './sections'

/** A page as Payload returns it with `locale: 'all'` and depth 1. */
export type PageDoc = {
  name: string
  title?: Localized<string>
  description?: Localized<string>
  attributes?: { name?: string | null; property?: string | null; content?: Localized<string> }[] | null
  sections?: SectionBlockDoc[] | null
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
