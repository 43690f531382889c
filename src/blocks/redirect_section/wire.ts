import { type TextBandView, textBand } from '@/content/fromWire/textParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type RedirectSectionWire = WireSectionOf<'redirect_section', { content: 'header' }>

export type RedirectSectionView = { kind: 'redirect_section'; id: string } & TextBandView

export function redirectSection(
  section: RedirectSectionWire,
  locale: Locale,
): RedirectSectionView | null {
  const view: RedirectSectionView = {
    kind: 'redirect_section',
    id: String(section.id),
    ...textBand(section.content ?? {}, locale),
  }
  // A call to action is its message or its button; a band with neither would be an empty stripe.
  return view.title || view.button ? view : null
}
