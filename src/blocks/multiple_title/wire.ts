import { repeatedItems } from '@/content/fromWire/items'
import { contentHref, isExternal } from '@/content/fromWire/links'
import { pick, pickFirst, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { HeadedListView, LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'

import type { WireItemOf, WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type MultipleTitleWire = WireSectionOf<
  'multiple_title',
  {
    content: 'title'
    items: 'header' | 'redirectText' | 'redirectUrl' | 'button_text' | 'button_url'
  }
>

export type MultipleTitleItemView = {
  id: string
  title: string
  paragraphs: string[]
  /** `text` is '' when the content gives none: the component says "Learn more". */
  link: LinkView | null
}

export type MultipleTitleView = HeadedListView<'multiple_title', MultipleTitleItemView>

/** Our CMS names the link `link_text`/`link_url`; foreign servers use the card's or the button's names. */
function itemLink(content: WireItemOf<MultipleTitleWire>, locale: Locale): LinkView | null {
  const href = contentHref(pickFirst(content, ['link_url', 'redirectUrl', 'button_url'], locale))
  if (!href) return null
  const text = stripTags(pickFirst(content, ['link_text', 'redirectText', 'button_text'], locale))
  return { text, href, external: isExternal(href) || /^(mailto|tel):/i.test(href) }
}

export function multipleTitle(
  section: MultipleTitleWire,
  locale: Locale,
): MultipleTitleView | null {
  const items = repeatedItems(section).flatMap(({ id, content }) => {
    const title = stripTags(pickFirst(content, ['title', 'header'], locale))
    const paragraphs = plainParagraphs(pick(content, 'description', locale))
    if (!title && !paragraphs.length) return []
    return [
      {
        id,
        title,
        paragraphs,
        link: itemLink(content, locale),
      },
    ]
  })
  const header = stripTags(pickFirst(section.content, ['header', 'title'], locale))
  return header || items.length
    ? { kind: 'multiple_title', id: String(section.id), header, items }
    : null
}
