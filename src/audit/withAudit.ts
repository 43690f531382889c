import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionAfterLoginHook,
  CollectionAfterLogoutHook,
  CollectionBeforeChangeHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  FlattenedField,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { queryFlag, savesDraftOnly } from '@/collections/savesDraftOnly'
import { comparable, sentChange } from '@/collections/sentChange'

import type { AuditAction } from './actions'
import { recordAudit } from './record'

/**
 * Derived from pages, or written by the server alone (the emails a status change sends, the counts
 * an erasure leaves, which its own entry records): their changes are not staff's own.
 */
const NOT_AUDITED = new Set([
  'audit-log',
  'search-entries',
  'emails',
  'erased-records',
  'used-codes',
])

/** Of those, what staff may still delete: a deletion is theirs to answer for. */
const DELETIONS_AUDITED = new Set(['emails'])

/** Bookkeeping, derived or secret: never named as a changed field. */
const UNLISTED = new Set(['_status', 'sessions', 'translation', 'translationGaps', 'untouched'])

type Values = Record<string, unknown>

/**
 * The fields a save changed: the document's own fields that it sent with a value other than the
 * document had (both as stored, with related documents as ids). A key that names no field is not
 * listed, so a request cannot write words of its choosing into the trail. Names only; the values
 * never leave this function.
 */
export function changedFields(
  fields: readonly FlattenedField[],
  sent: Values | undefined,
  before: Values | undefined,
): string[] {
  return fields
    .map((field) => field.name)
    .filter((name) => sent && name in sent && !UNLISTED.has(name))
    .filter(
      (name) => JSON.stringify(sent?.[name] ?? null) !== JSON.stringify(before?.[name] ?? null),
    )
    .sort()
}

/**
 * Only what signed-in staff do is theirs to answer for; visitors' forms and the server's own
 * upkeep are not.
 */
const byStaff = (req: PayloadRequest) => req.user?.collection === 'users'

type Operation = 'create' | 'update'

/** The saves of this request that sent a password, by document id ('new' for a create). */
function passwordSaves(req: PayloadRequest): Set<string> {
  const saves = req.context.passwordSaves
  if (saves instanceof Set) return saves as Set<string>
  const fresh = new Set<string>()
  req.context.passwordSaves = fresh
  return fresh
}
const saveKey = (operation: Operation, id: unknown) => (operation === 'create' ? 'new' : String(id))

/**
 * Whether this save of account `id` set a new password. The password is gone from `data` before
 * any afterChange hook runs, so its beforeChange notes it; by id, since one request may save many.
 */
export function sentPassword(req: PayloadRequest, operation: Operation, id: unknown): boolean {
  return passwordSaves(req).has(saveKey(operation, id))
}

function actionOf(
  slug: string,
  operation: Operation,
  data: Values,
  doc: Values,
  before: Values | undefined,
  req: PayloadRequest,
): { action: AuditAction; detail?: string } {
  if (operation === 'create') return { action: 'create' }
  if (doc._status !== before?._status && !savesDraftOnly(req, doc as { _status?: string })) {
    if (doc._status === 'published') return { action: 'publish' }
    if (before?._status === 'published') return { action: 'unpublish' }
  }
  if (slug === 'service-requests' && sentChange(data, before, 'status'))
    return {
      action: 'status-change',
      detail: `${comparable(before?.status)} → ${comparable(data.status)}`,
    }
  if (slug === 'users' && sentChange(data, before, 'roles'))
    return {
      action: 'role-change',
      detail: `${comparable(before?.roles)} → ${comparable(data.roles)}`,
    }
  if (slug === 'users' && sentPassword(req, operation, doc.id)) return { action: 'password-change' }
  return { action: 'update' }
}

/** How long an editor's autosaves of one document count as one change of the fields they touch. */
const AUTOSAVE_BURST_MS = 10 * 60_000

/**
 * Whether the editor's last entry for this document, within the burst, already names these fields:
 * autosave stores a draft at every pause in typing, and one entry per field touched says enough.
 */
async function alreadyNamed(req: PayloadRequest, slug: string, id: unknown, fields: string[]) {
  const { docs } = await req.payload.find({
    collection: 'audit-log',
    where: {
      user: { equals: req.user?.id },
      collection: { equals: slug },
      document: { equals: String(id) },
      createdAt: { greater_than: new Date(Date.now() - AUTOSAVE_BURST_MS).toISOString() },
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const named = new Set(docs[0]?.action === 'update' ? (docs[0].fields ?? '').split(', ') : [])
  return fields.every((field) => named.has(field))
}

const recordChange: CollectionAfterChangeHook = async ({
  collection,
  data,
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (!byStaff(req)) return doc
  const before = operation === 'update' ? (previousDoc as Values) : undefined
  const { action, detail } = actionOf(collection.slug, operation, data, doc, before, req)
  // The password is named, never kept.
  const fields = [
    ...changedFields(collection.flattenedFields, data, before),
    ...(sentPassword(req, operation, doc.id) ? ['password'] : []),
  ].sort()
  // A save that changed nothing (a second click, or what autosave had stored already) says nothing.
  if (action === 'update' && fields.length === 0) return doc
  if (
    action === 'update' &&
    queryFlag(req, 'autosave') &&
    savesDraftOnly(req, doc) &&
    (await alreadyNamed(req, collection.slug, doc.id, fields))
  )
    return doc
  await recordAudit(req, { action, detail, collection: collection.slug, document: doc.id, fields })
  return doc
}

const recordDeletion: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (byStaff(req))
    await recordAudit(req, { action: 'delete', collection: collection.slug, document: id })
}

/** A password sent with a save: named as changed, though the hook after it never sees it. */
const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (typeof data.password === 'string' && data.password !== '')
    passwordSaves(req).add(saveKey(operation, originalDoc?.id))
  return data
}

/** A reset link sets a password without a save; the sign-in that follows it says so. */
const notePasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context.auditPasswordReset = true
  return args
}

const recordSignIn: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const actor = { id: user.id, email: user.email }
  const entry = { actor, collection: collection.slug, document: user.id }
  if (req.context.auditPasswordReset)
    await recordAudit(req, { ...entry, action: 'password-change', detail: 'reset link' })
  // How the second factor was given, when one was ('authenticator code', 'recovery code', 'set up').
  const detail = typeof req.context.secondFactor === 'string' ? req.context.secondFactor : undefined
  await recordAudit(req, { ...entry, action: 'sign-in', detail })
  return user
}

const recordSignOutEverywhere: CollectionAfterLogoutHook = async ({ collection, req }) => {
  if (req.searchParams?.get('allSessions') === 'true')
    await recordAudit(req, {
      action: 'sign-out-everywhere',
      collection: collection.slug,
      document: req.user?.id,
    })
}

const recordGlobalChange: GlobalAfterChangeHook = async ({
  data,
  doc,
  global,
  previousDoc,
  req,
}) => {
  const fields = changedFields(global.flattenedFields, data, previousDoc)
  if (byStaff(req) && fields.length > 0)
    await recordAudit(req, { action: 'update', collection: global.slug, fields })
  return doc
}

/** Adds the audit trail's hooks to a collection (last, after its own). */
export function auditedCollection(config: CollectionConfig): CollectionConfig {
  const hooks = config.hooks ?? {}
  if (NOT_AUDITED.has(config.slug))
    return DELETIONS_AUDITED.has(config.slug)
      ? {
          ...config,
          hooks: { ...hooks, afterDelete: [...(hooks.afterDelete ?? []), recordDeletion] },
        }
      : config
  return {
    ...config,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), recordChange],
      afterDelete: [...(hooks.afterDelete ?? []), recordDeletion],
      ...(config.auth
        ? {
            beforeOperation: [...(hooks.beforeOperation ?? []), notePasswordReset],
            beforeChange: [...(hooks.beforeChange ?? []), notePasswordChange],
            afterLogin: [...(hooks.afterLogin ?? []), recordSignIn],
            afterLogout: [...(hooks.afterLogout ?? []), recordSignOutEverywhere],
          }
        : {}),
    },
  }
}

export function auditedGlobal(config: GlobalConfig): GlobalConfig {
  const hooks = config.hooks ?? {}
  return {
    ...config,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), recordGlobalChange] },
  }
}
