import { type SectionKind, sectionKinds } from '@/blocks'
import type { Locale } from '@/i18n/locales'

import type { SectionView } from '../view'
import type { WireSection } from '../wire'

type AnyMapper = (section: WireSection, locale: Locale) => SectionView | null

/** The mapper for a wire name; `hasOwn` keeps names like "constructor" from reaching the prototype. */
function mapperFor(name: string | undefined): AnyMapper | undefined {
  return name && Object.hasOwn(sectionKinds, name)
    ? (sectionKinds[name as SectionKind].fromWire as AnyMapper)
    : undefined
}

/** Sort key of a section: its `order`, missing or unreadable = 0 (spec §2.4). */
function orderOf(section: WireSection): number {
  const n = Number(section.order ?? 0)
  return Number.isFinite(n) ? n : 0
}

/**
 * The sections a page shows, each beside the wire section it was read from: sorted by order
 * ascending (stable), unknown names and sections without what they need skipped.
 */
export function shownSections(
  sections: WireSection[] | null | undefined,
  locale: Locale,
): { wire: WireSection; view: SectionView }[] {
  return [...(sections ?? [])]
    .map((section, index) => ({ section, index }))
    .sort((a, b) => orderOf(a.section) - orderOf(b.section) || a.index - b.index)
    .flatMap(({ section }) => {
      const view = mapperFor(section.section?.name)?.(section, locale)
      return view ? [{ wire: section, view }] : []
    })
}

/** The views of the sections a page shows, in order (see shownSections). */
export function sectionsFromWire(
  sections: WireSection[] | null | undefined,
  locale: Locale,
): SectionView[] {
  return shownSections(sections, locale).map(({ view }) => view)
}
