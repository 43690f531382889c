import type { Locale } from '@/i18n/locales'

import type { SectionKind, SectionView } from '../view'
import type { WireSection } from '../wire'
import { cover } from './cover'
import { fullBanner } from './fullBanner'

type SectionMapper<K extends SectionKind> = (
  section: WireSection,
  locale: Locale,
) => Extract<SectionView, { kind: K }> | null

/** One mapper per section kind, keyed by the wire's section name (= the view's `kind`). */
const mappers: { [K in SectionKind]: SectionMapper<K> } = {
  cover,
  full_banner: fullBanner,
}

type AnyMapper = (section: WireSection, locale: Locale) => SectionView | null

/** The mapper for a wire name; `hasOwn` keeps names like "constructor" from reaching the prototype. */
function mapperFor(name: string | undefined): AnyMapper | undefined {
  return name && Object.hasOwn(mappers, name) ? (mappers[name as SectionKind] as AnyMapper) : undefined
}

/** Sort key of a section: its `order`, missing or unreadable = 0 (spec §2.4). */
function orderOf(section: WireSection): number {
  const n = Number(section.order ?? 0)
  return Number.isFinite(n) ? n : 0
}

/** Sections sorted by order ascending (stable), unknown names skipped. */
export function sectionsFromWire(sections: WireSection[] | null | undefined, locale: Locale): SectionView[] {
  return [...(sections ?? [])]
    .map((section, index) => ({ section, index }))
    .sort((a, b) => orderOf(a.section) - orderOf(b.section) || a.index - b.index)
    .map(({ section }) => mapperFor(section.section?.name)?.(section, locale) ?? null)
    .filter((view): view is SectionView => view !== null)
}
