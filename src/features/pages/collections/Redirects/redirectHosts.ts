import type { PayloadRequest } from 'payload'

import { hasRole, type Role } from '@/access/roles'
import { adminT } from '@/i18n/messages/adminEn'
import { settings } from '@/settings.mjs'

/*
 * Which other sites a redirect may lead to. An editor's redirect to any address would make the
 * insurer's own address a link to wherever whoever holds an editor's password likes (a phishing
 * page behind www.<insurer>.sa/claims); so a host other than the site's own is for admins, or on
 * the list admins keep in Site settings ("Hosts redirects may point to").
 */

/** A host name as an admin types one: labels of letters, digits and hyphens, dot-separated. */
const HOST_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

export const isHostName = (value: unknown): boolean =>
  typeof value === 'string' && HOST_NAME.test(value.trim())

/** The host of a whole address, as the browser would go to it, or null when it has none. */
export function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname.toLowerCase() || null
  } catch {
    return null
  }
}

/** The hosts Site settings lets editors point redirects to, in lower case. */
async function listedHosts(req: PayloadRequest): Promise<Set<string>> {
  const siteSettings = await req.payload.findGlobal({
    slug: 'site-settings',
    select: { redirectHosts: true },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Set((siteSettings.redirectHosts ?? []).map(({ host }) => host.trim().toLowerCase()))
}

/**
 * Why the account saving a redirect may not send visitors to `host`, or null when it may: the
 * site's own host, an admin, or a host on the list. Code on the server that saves without an
 * account (the seed, a rename's own redirect) is not an account that could be stolen.
 */
export async function refusedHost(req: PayloadRequest, host: string): Promise<string | null> {
  const site = hostOf(settings.siteUrl)
  if (host === site) return null
  if (!req.user || hasRole(req.user as { roles?: Role[] | null }, 'admin')) return null
  if ((await listedHosts(req)).has(host)) return null
  return adminT(req)('admin:redirectToOtherSite', { host })
}
