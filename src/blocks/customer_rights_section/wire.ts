import { repeatedItems } from '@/content/fromWire/items'
import { pick, stripTags } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

export type CustomerRightsSectionWire = WireSectionOf<'customer_rights_section'>

export type CustomerRightsDocumentView = { id: string; title: string; href: string }

export type CustomerRightsSectionView = {
  kind: 'customer_rights_section'
  id: string
  header: string
  /** HTML from content (plain text is valid HTML too); rendered through RichText. */
  description: string
  documents: CustomerRightsDocumentView[]
}

export function customerRightsSection(
  section: CustomerRightsSectionWire,
  locale: Locale,
): CustomerRightsSectionView | null {
  const documents = repeatedItems(section).flatMap(({ id, content }) => {
    const title = stripTags(pick(content, 'pdfTitle', locale))
    const href = pick(content, 'pdf', locale).trim()
    // A document needs both: the title names the Download button and the saved file.
    if (!title || !href) return []
    return [{ id, title, href }]
  })
  const header = pick(section.content, 'header', locale)
  const description = pick(section.content, 'description', locale)
  return header || description || documents.length
    ? { kind: 'customer_rights_section', id: String(section.id), header, description, documents }
    : null
}
