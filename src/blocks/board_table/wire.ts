import { repeatedItems } from '@/content/fromWire/items'
import { pick, stripTags } from '@/content/fromWire/text'
import type { Locale } from '@/i18n/locales'

import type { WireItemOf, WireSectionOf } from '../sectionKind'

export type BoardTableWire = WireSectionOf<'board_table'>

export type BoardMemberView = { id: string; name: string; position: string; classification: string }

export type BoardTableView = {
  kind: 'board_table'
  id: string
  /** The content's heading; '' lets the component use the spec's "Board of Directors". */
  header: string
  members: BoardMemberView[]
}

export function boardTable(section: BoardTableWire, locale: Locale): BoardTableView {
  const members = repeatedItems(section).flatMap(({ id, content }): BoardMemberView[] => {
    const text = (key: keyof WireItemOf<BoardTableWire>) =>
      stripTags(pick(content, key, locale)).trim()
    const member = {
      id,
      name: text('name'),
      position: text('position'),
      classification: text('members'),
    }
    return member.name ? [member] : []
  })
  return {
    kind: 'board_table',
    id: String(section.id),
    header: pick(section.content, 'header', locale),
    members,
  }
}
