import { isWireObject } from '@/content/fromWire/items'
import { isExternal } from '@/content/fromWire/links'
import { clean, pick, pickFirst, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { LinkView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'
import type { TagsAccordionBlock as Stored } from '@/payload-types'

import type { WireFieldsOf, WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type TagsAccordionWire = WireSectionOf<
  'tags_accordion',
  { content: 'buttonText' | 'button_link' }
>

export type TagView = {
  id: string
  label: string
  /** The tag's text as plain paragraphs (editors write line breaks; a foreign server may send HTML). */
  paragraphs: string[]
}

export type TagsAccordionView = {
  kind: 'tags_accordion'
  id: string
  header: string
  description: string
  tags: TagView[]
  button: LinkView | null
}

type TagWire = WireFieldsOf<Stored['tags']>

/** The tags sit in `content.tags`; a server that sends them as repeated items is read too. */
function tagObjects(section: TagsAccordionWire): { id: string; tag: TagWire }[] {
  const tags = section.content?.tags
  if (Array.isArray(tags) && tags.length) {
    return tags
      .filter(isWireObject)
      .map((tag, index) => ({ id: clean(tag.id) || `${section.id}-tag-${index}`, tag }))
  }
  return (section.repeatable_content ?? []).map((item, index) => ({
    id: String(item?.id ?? `${section.id}-tag-${index}`),
    tag: item?.content ?? {},
  }))
}

export function tagsAccordion(
  section: TagsAccordionWire,
  locale: Locale,
): TagsAccordionView | null {
  const c = section.content ?? {}
  const tags = tagObjects(section)
    .map(({ id, tag }) => ({
      id,
      label: stripTags(pick(tag, 'tag', locale)),
      paragraphs: plainParagraphs(pick(tag, 'text', locale)),
    }))
    .filter((tag) => tag.label)
  const buttonText = pickFirst(c, ['button_text', 'buttonText'], locale)
  const href = pickFirst(c, ['button_url', 'button_link'], locale).trim()
  const view: TagsAccordionView = {
    kind: 'tags_accordion',
    id: String(section.id),
    header: pick(c, 'header', locale),
    description: stripTags(pick(c, 'description', locale)),
    tags,
    button: buttonText && href ? { text: buttonText, href, external: isExternal(href) } : null,
  }
  return view.header || view.description || tags.length ? view : null
}
