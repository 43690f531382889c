import { parseDocument } from 'htmlparser2'
import { findOne } from 'domutils'

import { repeatedItems } from '@/content/fromWire/items'
import { phoneLink } from '@/content/fromWire/links'
import { pick, pickFirst, stripTags } from '@/content/fromWire/text'
import type { ContactLinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireItemOf, WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type OurBranchesWire = WireSectionOf<
  'our_branches',
  { content: 'title'; items: 'title' | 'branch-title' | 'po-Box' | 'map-location-url' }
>

export type BranchView = {
  id: string
  name: string
  /** The city; shown under the name when it is not the name itself. */
  location: string
  address: string
  poBox: string
  /** The number as written and its tel: address. */
  phone: ContactLinkView | null
  fax: string
  /** The map's https address, or null: the component then says "Map location is not available." */
  mapSrc: string | null
}

export type OurBranchesView = {
  kind: 'our_branches'
  id: string
  header: string
  /** Empty: the component says "No branches available at the moment." */
  branches: BranchView[]
}

/** Only https pages are framed: the site itself is https, and other schemes could run script. */
function httpsUrl(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The map's address from `iframeUrl`: editors paste either the map's embed code
 * (`<iframe src="…" …></iframe>`) or its bare address. Entities in the code (`&amp;`) are decoded.
 */
export function mapSrcFrom(value: string): string | null {
  const text = value.trim()
  if (!text) return null
  if (!text.includes('<')) return httpsUrl(text)
  const frame = findOne(
    (el) => el.name === 'iframe',
    parseDocument(text, { decodeEntities: true }).children,
  )
  const src = frame?.attribs.src
  return src ? httpsUrl(src) : null
}

type Branch = WireItemOf<OurBranchesWire>

/** A branch field in the visitor's language under its name or its hyphenated alias (spec §3). */
function field(content: Branch, key: keyof Branch, alias: keyof Branch, locale: Locale): string {
  return stripTags(pickFirst(content, [key, alias], locale)).trim()
}

export function ourBranches(section: OurBranchesWire, locale: Locale): OurBranchesView {
  const branches = repeatedItems(section).flatMap(({ id, content }) => {
    const location = stripTags(pick(content, 'location', locale)).trim()
    const name =
      field(content, 'branchTitle', 'branch-title', locale) ||
      stripTags(pick(content, 'title', locale)).trim() ||
      location
    // The name is the button that picks the branch: without one it cannot be chosen.
    if (!name) return []
    return [
      {
        id,
        name,
        location: location === name ? '' : location,
        address: stripTags(pick(content, 'address', locale)).trim(),
        poBox: field(content, 'poBox', 'po-Box', locale),
        phone: phoneLink(stripTags(pick(content, 'phone', locale))),
        fax: stripTags(pick(content, 'fax', locale)).trim(),
        mapSrc: mapSrcFrom(pickFirst(content, ['iframeUrl', 'map-location-url'], locale)),
      },
    ]
  })
  // Always shown, even empty: the spec names the empty state.
  return {
    kind: 'our_branches',
    id: String(section.id),
    header: stripTags(pickFirst(section.content, ['header', 'title'], locale)),
    branches,
  }
}
