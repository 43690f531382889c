import { sectionButton } from '@/content/fromWire/links'
import { pick, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type InterestedToJoinWire = WireSectionOf<'interested_to_join', { content: 'header' }>

export type InterestedToJoinView = {
  kind: 'interested_to_join'
  id: string
  title: string
  paragraphs: string[]
  /** Opens in a new tab (spec §2.5). */
  button: LinkView | null
}

export function interestedToJoin(
  section: InterestedToJoinWire,
  locale: Locale,
): InterestedToJoinView | null {
  const c = section.content ?? {}
  const view: InterestedToJoinView = {
    kind: 'interested_to_join',
    id: String(section.id),
    title: stripTags(pick(c, 'title', locale) || pick(c, 'header', locale)),
    paragraphs: plainParagraphs(pick(c, 'description', locale)),
    button: sectionButton(c, locale),
  }
  return view.title || view.paragraphs.length || view.button ? view : null
}
