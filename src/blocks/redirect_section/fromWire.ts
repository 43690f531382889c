import type { Locale } from '@/i18n/locales'

import type { LinkView } from '../viewParts'
import type { WireSection } from '../wire'
import { sectionButton } from './links'
import { pick, plainParagraphs, stripTags } from './text'

export type RedirectSectionView = {
  kind: 'redirect_section'
  id: string
  title: string
  paragraphs: string[]
  button: LinkView | null
}

export function redirectSection(section: WireSection, locale: Locale): RedirectSectionView | null {
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
