import { jobDetail } from '@/content/fromWire/job'
import { shownSections } from '@/content/fromWire/sections'
import { clean, pick, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { WireJob, WireObject, WirePage, WireValue } from '@/content/wire'
import type { Locale } from '@/i18n/locales'
import { pagePath, routes, sectionAnchor } from '@/routes.mjs'

/**
 * One thing a search can find, in one language: a section of a page, or a job. Its text is plain
 * and as written (the index normalizes its own copy), so a result can quote it.
 */
export type SearchDocument = {
  id: string
  kind: 'page' | 'job'
  /** The path without the language prefix, with the section's fragment. */
  href: string
  /** The page's or the job's title. */
  title: string
  /** The section's own heading, if it has one. */
  heading: string
  text: string
}

/**
 * Fields that hold addresses, pictures, styles, button labels or dates rather than something to
 * read.
 */
const NOT_TEXT =
  /url|link|image|icon|logo|button|redirect|viewall|choose_type|type|value|color|file|video|_at$/i

const ADDRESS = /^(?:https?:|\/|#|mailto:|tel:)/

/** Plain text of one value, or '' for an address. */
function readable(value: WireValue, into: string[]) {
  const text = typeof value === 'string' ? stripTags(value).trim() : ''
  if (text && !ADDRESS.test(text)) into.push(text)
}

/**
 * The readable text of a section's content in one language: every text field, nested ones and
 * lists of texts too, each in the language when it has a value there (a field may have only its
 * Arabic twin).
 */
function textOf(value: WireValue, locale: Locale, into: string[]): string[] {
  if (Array.isArray(value)) {
    for (const item of value) textOf(item, locale, into)
    return into
  }
  if (!value || typeof value !== 'object') return into
  const names = new Set(Object.keys(value).map((key) => key.replace(/_(?:ar|en)$/, '')))
  for (const name of names) {
    if (name === 'id' || NOT_TEXT.test(name)) continue
    const inLanguage = value[`${name}_${locale}`]
    const field = isEmpty(inLanguage) ? value[name] : inLanguage
    if (typeof field === 'string') readable(pick(value, name, locale), into)
    else if (Array.isArray(field) && field.every((item) => typeof item === 'string'))
      for (const item of field) readable(item, into)
    else textOf(field, locale, into)
  }
  return into
}

/** A value with nothing in it: absent, blank (or the wire's "null"), or an empty list. */
function isEmpty(value: WireValue): boolean {
  if (Array.isArray(value)) return value.length === 0
  if (value && typeof value === 'object') return false
  return clean(value).trim() === ''
}

/** A section's heading in one language: its title or header field. */
function headingOf(content: WireObject, locale: Locale): string {
  return stripTags(pick(content, 'title', locale) || pick(content, 'header', locale)).trim()
}

/** The page's meta description in one language, as plain text. */
function metaDescriptionOf(page: WirePage, locale: Locale): string {
  const attribute = page.meta_data?.[0]?.attributes?.find((each) => each.name === 'description')
  return attribute ? stripTags(pick(attribute, 'content', locale)).trim() : ''
}

/**
 * Every section of a published page that has text, in one language. The page's meta description
 * goes with its first section (the top of the page); a page with no section text is still found,
 * by its title and description, at its own address.
 */
export function pageDocuments(page: WirePage, locale: Locale): SearchDocument[] {
  const meta = page.meta_data?.[0]
  const title = (meta ? stripTags(pick(meta, 'title', locale)) : '').trim() || page.name
  const description = metaDescriptionOf(page, locale)
  const path = pagePath(page.name)
  const sections = shownSections(page.sections, locale).flatMap(
    ({ wire: section, view }, index) => {
      const heading = headingOf(section.content, locale)
      const parts = textOf(section.content, locale, [])
      for (const row of section.repeatable_content ?? []) textOf(row.content, locale, parts)
      const text = parts.filter((part) => part !== heading).join(' · ')
      if (!text && !heading) return []
      return [
        {
          id: `page:${page.name}:${view.id}`,
          kind: 'page' as const,
          // The first section is the top of the page: its address is the page's own.
          href: index === 0 ? path : `${path}#${sectionAnchor(view.id)}`,
          title,
          heading: heading === title ? '' : heading,
          text,
        },
      ]
    },
  )
  const [first, ...rest] = sections
  if (!first)
    return [
      { id: `page:${page.name}`, kind: 'page', href: path, title, heading: '', text: description },
    ]
  if (!description) return sections
  return [{ ...first, text: [description, first.text].filter(Boolean).join(' · ') }, ...rest]
}

function descriptionOf(description: string[] | string): string[] {
  return Array.isArray(description) ? description : plainParagraphs(description)
}

/** A published job, in one language. */
export function jobDocument(job: WireJob, locale: Locale): SearchDocument | null {
  const detail = jobDetail(job, locale)
  if (!detail || !detail.title) return null
  return {
    id: `job:${detail.id}`,
    kind: 'job',
    href: routes.careerDetails(detail.id),
    title: detail.title,
    heading: detail.subTitle,
    text: [
      detail.location,
      detail.level,
      ...descriptionOf(detail.description),
      ...detail.tags,
      ...detail.areas,
    ]
      .map((part) => stripTags(clean(part)).trim())
      .filter(Boolean)
      .join(' · '),
  }
}
