import type { Locale } from '@/i18n/locales'

import type { SectionView } from '../view'
import type { WireSection } from '../wire'
import { cover } from './cover'
import { fullBanner } from './fullBanner'

type SectionMapper = (section: WireSection, locale: Locale) => SectionView | null

const mappers: Record<string, SectionMapper> = {
  cover,
  full_banner: fullBanner,
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
    .map(({ section }) => mappers[section.section?.name]?.(section, locale) ?? null)
    .filter((view): view is SectionView => view !== null)
}
