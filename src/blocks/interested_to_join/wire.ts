import { type TextBandView, textBand } from '@/content/fromWire/textParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type InterestedToJoinWire = WireSectionOf<'interested_to_join', { content: 'header' }>

/** Its button opens in a new tab (spec §2.5). */
export type InterestedToJoinView = { kind: 'interested_to_join'; id: string } & TextBandView

export function interestedToJoin(
  section: InterestedToJoinWire,
  locale: Locale,
): InterestedToJoinView | null {
  const view: InterestedToJoinView = {
    kind: 'interested_to_join',
    id: String(section.id),
    ...textBand(section.content ?? {}, locale),
  }
  return view.title || view.paragraphs.length || view.button ? view : null
}
