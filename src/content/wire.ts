/**
 * The wire format of the content API (spec §3/§7, DESIGN.md §4). Every translated field has an
 * `_ar` twin. Values are loose on purpose: a foreign server speaking the contract may send the
 * strings "null" or "undefined", numbers as strings, or leave fields out; fromWire copes with that.
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

/** Every success body of /api is wrapped like this. */
export type WireEnvelope<T> = { data: T }
