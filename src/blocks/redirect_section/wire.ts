import { sectionButton } from '@/content/fromWire/links'
import { pick, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type RedirectSectionWire = WireSectionOf<'redirect_section', { content: 'header' }>

export type RedirectSectionView = {
  kind: 'redirect_section'
  id: string
  title: string
  paragraphs: string[]
  button: LinkView | null
}

export function redirectSection(
  section: RedirectSectionWire,
  locale: Locale,
): RedirectSectionView | null {
  const c = section.content ?? {}
  const view: RedirectSectionView = {
    kind: 'redirect_section',
    id: String(section.id),
    title: stripTags(pick(c, 'title', locale) || pick(c, 'header', locale)),
    paragraphs: plainParagraphs(pick(c, 'description', locale)),
    button: sectionButton(c, locale),
  }
  // A call to action is its message or its button; a band with neither would be an empty stripe.
  return view.title || view.button ? view : null
}
