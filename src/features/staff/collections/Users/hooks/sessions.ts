import {
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  Forbidden,
  type PayloadRequest,
} from 'payload'

import { sentChange } from '@/collections/sentChange'
import type { User } from '@/payload-types'
import { settings } from '@/settings.mjs'

type Session = NonNullable<User['sessions']>[number]

/** The session a request was signed in with (Payload sets it on the user; its types omit it). */
const sessionOf = (req: PayloadRequest) =>
  req.user?.collection === 'users' ? (req.user as { _sid?: string })._sid : undefined

/**
 * Keeps only the sessions `keep` accepts on the account, as Payload's own sign-out does: straight
 * to the database, in the request's transaction, without touching the account's `updatedAt`.
 */
async function keepSessions(req: PayloadRequest, id: number, keep: (session: Session) => boolean) {
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })) as (User & { updatedAt: string | null }) | null
  if (!user?.sessions?.length) return
  await req.payload.db.updateOne({
    id,
    collection: 'users',
    data: { ...user, sessions: user.sessions.filter(keep), updatedAt: null },
    req,
    returning: false,
  })
}

/**
 * A changed role ends the account's sessions at once, so nobody keeps rights taken from them (or
 * works on with rights given in a session signed in before). Whoever changed their own roles keeps
 * the session they did it from. A changed password ends the others too: Payload does that itself.
 */
export const endSessionsOnRoleChange: CollectionAfterChangeHook<User> = async ({
  data,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !sentChange(data, previousDoc, 'roles')) return doc
  const current = req.user?.id === doc.id ? sessionOf(req) : undefined
  await keepSessions(req, doc.id, (session) => session.id === current)
  return doc
}

/**
 * A session lives at most SESSION_MAX_HOURS from its sign-in, however busy: the admin renews its
 * token while it is used (SESSION_IDLE_MINUTES each time), and a renewal that would carry the
 * session past that bound is refused. The token it has then runs out by that bound (every renewal
 * before was held within it), and the admin asks to sign in again.
 */
export const limitSessionLifetime: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const sid = sessionOf(req)
  if (operation !== 'refresh' || !req.user || !sid) return args
  const user = (await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { id: { equals: req.user.id } },
  })) as User | null
  const session = user?.sessions?.find(({ id }) => id === sid)
  const renewedUntil = Date.now() + settings.sessionIdleMinutes * 60_000
  const endsAt = new Date(session?.createdAt ?? 0).getTime() + settings.sessionMaxHours * 3_600_000
  if (session && renewedUntil <= endsAt) return args
  throw new Forbidden(req.t)
}
