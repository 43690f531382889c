import { imageFrom } from '@/content/fromWire/images'
import { isWireObject } from '@/content/fromWire/items'
import { clean, pick, pickFirst, plainParagraphs, stripTags } from '@/content/fromWire/text'
import type { ImageView } from '@/content/viewParts'
import type { Locale } from '@/i18n/locales'
import type { WhoWeAreBlock as Stored } from '@/payload-types'

import type { WireFieldsOf, WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type WhoWeAreWire = WireSectionOf<
  'whoWeAre',
  { content: 'subtitle' | 'socialTitle' | 'socialDescription' | 'socialLinks' }
>

export const SOCIAL_ICONS = ['x', 'instagram', 'facebook', 'linkedin', 'youtube'] as const
export type SocialIconName = (typeof SOCIAL_ICONS)[number]

export type WhoWeAreLinkView = {
  /** The accessible name of the link (the network's name; the icon alone says nothing to a screen reader). */
  name: string
  href: string
  /** null: the component shows a generic link icon. */
  icon: SocialIconName | null
}

export type WhoWeAreView = {
  kind: 'whoWeAre'
  id: string
  title: string
  subtitle: string
  /** HTML from content: the component renders it through RichText (sanitized on the server). */
  description: string
  image: ImageView | null
  social: { title: string; paragraphs: string[]; links: WhoWeAreLinkView[] }
}

/** Editors pick an icon; a foreign server may send an icon URL or nothing: the name decides then. */
function iconOf(icon: string, name: string): SocialIconName | null {
  for (const candidate of [icon, name]) {
    const key = candidate.trim().toLowerCase()
    if (key === 'twitter' || key === 'x' || key.includes('twitter')) return 'x'
    const found = SOCIAL_ICONS.find((n) => n !== 'x' && key.includes(n))
    if (found) return found
  }
  return null
}

const NAMES: Record<SocialIconName, string> = {
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

type SocialLinkWire = WireFieldsOf<NonNullable<Stored['socialMedia']>['socialLinks']>

function socialLink(entry: SocialLinkWire, locale: Locale): WhoWeAreLinkView | null {
  const href = clean(entry.url).trim()
  if (!/^https?:\/\//i.test(href)) return null
  const icon = iconOf(clean(entry.icon), clean(entry.name))
  const name =
    stripTags(pick(entry, 'name', locale)) ||
    (icon ? NAMES[icon] : '') ||
    (href.replace(/^https?:\/\//i, '').split('/')[0] ?? href)
  return { name, href, icon }
}

export function whoWeAre(section: WhoWeAreWire, locale: Locale): WhoWeAreView | null {
  const c = section.content ?? {}
  // The spec nests the social block in `socialMedia`; its fields are also read from the content itself.
  const social = isWireObject(c.socialMedia) ? c.socialMedia : c
  const links = Array.isArray(social.socialLinks) ? social.socialLinks.filter(isWireObject) : []
  const view: WhoWeAreView = {
    kind: 'whoWeAre',
    id: String(section.id),
    title: stripTags(pick(c, 'title', locale)),
    subtitle: stripTags(pickFirst(c, ['subTitle', 'subtitle'], locale)),
    description: pick(c, 'description', locale),
    image: imageFrom(c, 'image', locale),
    social: {
      title: stripTags(pick(social, 'socialTitle', locale)),
      paragraphs: plainParagraphs(pick(social, 'socialDescription', locale)),
      links: links.flatMap((entry) => socialLink(entry, locale) ?? []),
    },
  }
  return view.title || view.description || view.image ? view : null
}
