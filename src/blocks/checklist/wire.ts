import { itemsOf } from '@/content/fromWire/items'
import { sectionButton } from '@/content/fromWire/links'
import { pick, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ChecklistWire = WireSectionOf<'checklist', { content: 'items' }>

export type ChecklistItemView = {
  id: string
  title: string
  /** Plain-text paragraphs (editors write line breaks; a foreign server may send HTML). */
  paragraphs: string[]
}

export type ChecklistView = {
  kind: 'checklist'
  id: string
  header: string
  items: ChecklistItemView[]
  /** `button_text` + `button_url`; opens in a new tab (spec §2.5). */
  button: LinkView | null
}

export function checklist(section: ChecklistWire, locale: Locale): ChecklistView | null {
  const items = itemsOf(section, ['items']).flatMap(({ id, content }) => {
    const item = {
      id,
      title: stripTags(pick(content, 'title', locale)),
      paragraphs: plainParagraphs(pick(content, 'description', locale)),
    }
    return item.title || item.paragraphs.length ? [item] : []
  })
  const view: ChecklistView = {
    kind: 'checklist',
    id: String(section.id),
    header: stripTags(pick(section.content, 'header', locale)),
    items,
    button: sectionButton(section.content, locale),
  }
  return view.header || items.length || view.button ? view : null
}
