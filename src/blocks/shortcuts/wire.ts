import { imageFrom } from '@/content/fromWire/images'
import { headedList, itemsOf } from '@/content/fromWire/items'
import { chooseType, contentHref, isExternal } from '@/content/fromWire/links'
import { pick, stripTags } from '@/content/fromWire/text'
import type { HeadedListView, ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ShortcutsWire = WireSectionOf<
  'shortcuts',
  { content: 'shortcuts' | 'items'; items: 'redirect_url' }
>

export type ShortcutView = {
  id: string
  icon: ImageView | null
  title: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  /** The `choose_type` target (else `redirect_url`); null when there is none. */
  link: { href: string; external: boolean } | null
}

export type ShortcutsView = HeadedListView<'shortcuts', ShortcutView>

export function shortcuts(section: ShortcutsWire, locale: Locale): ShortcutsView | null {
  const items = itemsOf(section, ['shortcuts', 'items']).flatMap(({ id, content }) => {
    const href = chooseType(content)?.href || contentHref(pick(content, 'redirect_url', locale))
    const item: ShortcutView = {
      id,
      icon: imageFrom(content, 'icon', locale),
      title: stripTags(pick(content, 'title', locale)),
      description: pick(content, 'description', locale),
      link: href ? { href, external: isExternal(href) } : null,
    }
    return item.title ? [item] : []
  })
  return headedList('shortcuts', section, items, locale)
}
