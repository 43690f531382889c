import 'server-only'

import { cacheLife, cacheTag } from 'next/cache'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/utilities/getPayloadClient'

import { clean } from './fromWire/text'
import { tags } from './tags'
import { routes } from '@/routes.mjs'

/**
 * The company facts of the footer and the site settings. They are this site's own (the spec's
 * content API has no call for them), so they are always read from the CMS, in one language.
 */

export type FooterView = {
  address: string
  poBox: string
  phone: string
  fax: string
  tollFree: string
  capital: string
  commercialRegistration: string
  royalDecree: string
  regulatorNotice: string
  copyrightYear: string
  social: { name: 'x' | 'instagram' | 'facebook' | 'linkedin'; url: string }[]
  complaintsLink: string
}

export type SiteSettingsView = {
  brandName: string
  defaultTitle: string
  eServicesUrl: string
  claimTrackingUrl: string
  complaintStatusUrl: string
  complaintFormUrl: string
}

const text = (value: string | null | undefined) => clean(value).trim()

export async function getFooter(locale: Locale): Promise<FooterView> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.global('footer'))
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'footer', locale, depth: 0 })
  const social = doc.social ?? {}
  return {
    address: text(doc.address),
    poBox: text(doc.poBox),
    phone: text(doc.phone),
    fax: text(doc.fax),
    tollFree: text(doc.tollFree),
    capital: text(doc.capital),
    commercialRegistration: text(doc.commercialRegistration),
    royalDecree: text(doc.royalDecree),
    regulatorNotice: text(doc.regulatorNotice),
    copyrightYear: text(doc.copyrightYear),
    social: (['x', 'instagram', 'facebook', 'linkedin'] as const)
      .map((name) => ({ name, url: text(social[name]) }))
      .filter((link) => /^https:\/\//.test(link.url)),
    complaintsLink: text(doc.complaintsLink) || routes.complaints,
  }
}

export async function getSiteSettings(locale: Locale): Promise<SiteSettingsView> {
  'use cache'
  cacheLife('max')
  cacheTag(tags.global('site-settings'))
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  return {
    brandName: text(doc.brandName),
    defaultTitle: text(doc.defaultTitle),
    eServicesUrl: text(doc.eServicesUrl),
    claimTrackingUrl: text(doc.claimTrackingUrl),
    complaintStatusUrl: text(doc.complaintStatusUrl),
    complaintFormUrl: text(doc.complaintFormUrl),
  }
}
