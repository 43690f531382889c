/**
 * The wire format of the content API (spec §3/§7, docs/architecture.md §4). Every translated field
 * has an `_ar` twin. Values are loose on purpose: a foreign server speaking the contract may send
 * the strings "null" or "undefined", numbers as strings, or leave fields out; fromWire copes with
 * that.
 */
export type WireValue = string | number | boolean | null | undefined | WireValue[] | WireObject
export type WireObject = { [key: string]: WireValue }

export type WireMetaAttribute = {
  name?: string | null
  property?: string | null
  content?: string | null
  content_ar?: string | null
}

export type WireMeta = {
  title?: string | null
  title_ar?: string | null
  attributes?: WireMetaAttribute[] | null
}

export type WireGroupPage = {
  id?: string | number | null
  title?: string | null
  title_ar?: string | null
  link?: string | null
}

export type WireGroup = { pages?: WireGroupPage[] | null }

export type WireSection = {
  id: string | number
  order?: number | string | null
  section: { name: string }
  content: WireObject
  repeatable_content: { id: string | number; content: WireObject }[]
}

export type WirePage = {
  name: string
  meta_data: WireMeta[]
  group: WireGroup | null
  sections: WireSection[]
}

export type WireJob = {
  id: string | number
  image: string | null
  title: string | null
  title_ar: string | null
  sub_title: string | null
  sub_title_ar: string | null
  level: string | null
  level_ar: string | null
  location: string | null
  location_ar: string | null
  /** A list of paragraphs; a foreign server may send one string. */
  description: string[] | string | null
  description_ar: string[] | string | null
  /** A list; a foreign server may send one comma-separated string. */
  tags: string[] | string | null
  tags_ar: string[] | string | null
  area_of_expertise: string[] | null
  area_of_expertise_ar: string[] | null
  updated_at: string | null
}

export type WireCountry = {
  id?: string | number
  name: string | null
  name_ar?: string | null
  code: string | null
}

export type WireJobList = { jobs: WireJob[]; countries: WireCountry[] }

export type WireMenuPage = { title: string | null; title_ar: string | null; link: string | null }

export type WireMenuItem = WireMenuPage & { id: string | number; pages: WireMenuPage[] }

export type WireHeader = {
  logo: string | null
  ctaButton: { label: string | null; label_ar: string | null; link: string | null }
  items: WireMenuItem[]
}

/** Every success body of /api is wrapped like this. */
export type WireEnvelope<T> = { data: T }
