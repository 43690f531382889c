import type { CollectionBeforeValidateHook, PayloadRequest, Validate } from 'payload'

import type { Redirect } from '@/payload-types'
import { published } from '@/content/sources/published'
import { adminT } from '@/i18n/messages/adminEn'
import { namesNothing } from '@/server/knownAddresses.mjs'
import { redirectPath } from '@/server/redirects.mjs'
import { settings } from '@/settings.mjs'

import { hostOf, refusedHost } from './redirectHosts'

/*
 * Keeps redirects followable: the old address is stored as the server looks it up
 * (redirectPath); it may not be an address that shows something (a page, a screen, a job: they
 * win, so the redirect would never be used); and no redirect leads to its own address or to
 * another redirect's, nor from the address another leads to, so that no visitor goes round in a
 * loop or through a chain; another site only for admins, or on Site settings' list
 * (redirectHosts.ts). Field validations rather than a hook that throws: the admin shows their
 * messages beside the field, as the editor types.
 */

const EXTERNAL = /^https?:\/\/[^/\s]+/i

/** The key of `req.context` that marks the writes of a page's rename (redirectOnRename.ts). */
export const RENAME_WRITE = 'redirectOfRename'

/** A whole address of this site, as the path (with query and fragment) it names. */
function ownPath(address: string): string {
  const site = settings.configuredSiteUrl
  if (!site || !EXTERNAL.test(address)) return address
  try {
    const url = new URL(address)
    return url.origin === new URL(site).origin ? `${url.pathname}${url.search}${url.hash}` : address
  } catch {
    return address
  }
}

/** The old address and the other target field as they are stored. */
export const normalizeRedirect: CollectionBeforeValidateHook<Redirect> = ({ data }) => {
  if (!data) return data
  const from = typeof data.from === 'string' ? redirectPath(data.from) : null
  return {
    ...data,
    ...(from ? { from } : {}),
    ...(typeof data.toAddress === 'string' ? { toAddress: ownPath(data.toAddress.trim()) } : {}),
    ...(data.toType === 'page' ? { toAddress: null } : {}),
    ...(data.toType === 'address' ? { toPage: null } : {}),
  }
}

/** The other redirects: their old addresses and the paths of the site they lead to by address. */
async function otherRedirects(req: PayloadRequest, id: number | string | undefined) {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: id === undefined ? {} : { id: { not_equals: id } },
    select: { from: true, toType: true, toAddress: true },
    depth: 0,
    pagination: false,
    req,
  })
  return docs.map((other) => ({
    from: other.from,
    leadsTo: other.toType === 'address' ? redirectPath(other.toAddress ?? '') : null,
  }))
}

/**
 * Whether a published page, a screen or a published job is shown at the address. A withdrawn
 * page's or job's address may be redirected; publishing a page there again removes the redirect.
 */
async function showsSomething(req: PayloadRequest, from: string): Promise<boolean> {
  const [first = '', second = ''] = from.slice(1).split('/')
  const [pages, jobs] = await Promise.all([
    req.payload.find({
      collection: 'pages',
      where: { name: { equals: first }, ...published },
      select: { name: true },
      depth: 0,
      limit: 1,
      req,
    }),
    /^\d+$/.test(second)
      ? req.payload.find({
          collection: 'jobs',
          where: { id: { equals: Number(second) }, ...published },
          select: { _status: true },
          depth: 0,
          limit: 1,
          req,
        })
      : { docs: [] },
  ])
  return !namesNothing(from, {
    pages: new Set(pages.docs.map((page) => page.name)),
    jobs: new Set(jobs.docs.map((job) => String(job.id))),
  })
}

export const validateFrom: Validate<string | null | undefined> = async (value, { req, id }) => {
  // A rename's own redirect: from the address the page just left, to the page.
  if (req.context[RENAME_WRITE]) return true
  const from = redirectPath(value ?? '')
  const t = adminT(req)
  if (!from) return t('admin:redirectFromPath')
  if (await showsSomething(req, from)) return t('admin:redirectFromShown', { from })
  const leadingHere = (await otherRedirects(req, id)).find((other) => other.leadsTo === from)
  if (leadingHere) return t('admin:redirectFromChained', { other: leadingHere.from, from })
  return true
}

export const validateToAddress: Validate<string | null | undefined> = async (
  value,
  { req, id, siblingData },
) => {
  if ((siblingData as Partial<Redirect>).toType !== 'address') return true
  const address = (value ?? '').trim()
  const internal = address.startsWith('/') ? redirectPath(address) : null
  const host = internal ? null : EXTERNAL.test(address) ? hostOf(address) : null
  const t = adminT(req)
  if (!internal && !host) return t('admin:redirectToAddress')
  if (host) return (await refusedHost(req, host)) ?? true
  if (!internal) return true
  if (internal === redirectPath(String((siblingData as Partial<Redirect>).from ?? '')))
    return t('admin:redirectToItself')
  if ((await otherRedirects(req, id)).some((other) => other.from === internal))
    return t('admin:redirectToRedirected', { address })
  return true
}

export const validateToPage: Validate<unknown> = (value, { req, siblingData }) =>
  (siblingData as Partial<Redirect>).toType !== 'page' || value
    ? true
    : adminT(req)('admin:redirectToPage')
