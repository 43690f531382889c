import { isWireObject } from '@/content/fromWire/items'
import { phoneLink } from '@/content/fromWire/links'
import { clean, pick, pickFirst, stripTags } from '@/content/fromWire/text'
import { type TextBandView, textBand } from '@/content/fromWire/textParts'
import type { ContactLinkView } from '@/content/viewParts'
import type { WireObject, WireValue } from '@/content/wire'
import type { Locale } from '@/i18n/locales'

import type { WireSectionOf } from '../sectionKind'

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ContactInformationWire = WireSectionOf<
  'contact_information',
  { content: 'header' | 'phone' }
>

export const SOCIAL_NETWORKS = ['twitter', 'linkedin', 'instagram', 'facebook'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export type ContactInformationView = TextBandView & {
  kind: 'contact_information'
  id: string
  phone: ContactLinkView | null
  email: ContactLinkView | null
  openingHours: string
  /** In the spec's order: Twitter, LinkedIn, Instagram, Facebook; only those with a web address. */
  social: { network: SocialNetwork; href: string }[]
}

function emailLink(value: string): ContactLinkView | null {
  const text = value.trim().replace(/^mailto:/i, '')
  return /^[^\s@<>]+@[^\s@<>]+$/.test(text) ? { text, href: `mailto:${text}` } : null
}

/** X is the network's new name; a foreign server may use either. */
function networkOf(name: string): SocialNetwork | null {
  const key = name.trim().toLowerCase()
  if (key === 'x' || key === 'x (twitter)') return 'twitter'
  return (SOCIAL_NETWORKS as readonly string[]).includes(key) ? (key as SocialNetwork) : null
}

function webAddress(value: WireValue): string {
  const href = clean(value).trim()
  return /^https?:\/\//i.test(href) ? href : ''
}

/**
 * Social links come as our CMS's group `socialLinks: {twitter, …}`, as a list of `{name, url}`
 * (the about block's `socialMedia.socialLinks` shape, spec §3), or as plain keys on the content.
 */
function socialLinks(c: WireObject): Map<SocialNetwork, string> {
  const found = new Map<SocialNetwork, string>()
  const add = (name: string, url: WireValue) => {
    const network = networkOf(name)
    const href = webAddress(url)
    if (network && href && !found.has(network)) found.set(network, href)
  }
  const group = c.socialLinks
  const list = Array.isArray(group)
    ? group
    : isWireObject(c.socialMedia) && Array.isArray(c.socialMedia.socialLinks)
      ? c.socialMedia.socialLinks
      : []
  if (isWireObject(group)) for (const [name, url] of Object.entries(group)) add(name, url)
  for (const entry of list) if (isWireObject(entry)) add(clean(entry.name), entry.url)
  for (const network of SOCIAL_NETWORKS) add(network, c[network])
  return found
}

export function contactInformation(
  section: ContactInformationWire,
  locale: Locale,
): ContactInformationView | null {
  const c = section.content ?? {}
  const links = socialLinks(c)
  const view: ContactInformationView = {
    kind: 'contact_information',
    id: String(section.id),
    ...textBand(c, locale),
    phone: phoneLink(pickFirst(c, ['phone_number', 'phone'], locale)),
    email: emailLink(pick(c, 'email', locale)),
    openingHours: stripTags(pick(c, 'opening_hours', locale)),
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const href = links.get(network)
      return href ? [{ network, href }] : []
    }),
  }
  const hasContent =
    view.title ||
    view.paragraphs.length ||
    view.phone ||
    view.email ||
    view.openingHours ||
    view.social.length ||
    view.button
  return hasContent ? view : null
}
