import { headedList, itemsOf } from '@/content/fromWire/items'
import { pick, stripTags } from '@/content/fromWire/text'
import type { HeadedListView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type StatisticsWire = WireSectionOf<'statistics', { content: 'items' }>

/** One figure: the item's `header` is the value ("SR 600 million"), its `title` the caption. */
export type StatisticView = { id: string; value: string; label: string }

export type StatisticsView = HeadedListView<'statistics', StatisticView>

export function statistics(section: StatisticsWire, locale: Locale): StatisticsView | null {
  const items = itemsOf(section, ['items']).flatMap(({ id, content }) => {
    const value = stripTags(pick(content, 'header', locale))
    const label = stripTags(pick(content, 'title', locale))
    return value || label ? [{ id, value, label }] : []
  })
  return headedList('statistics', section, items, locale)
}
