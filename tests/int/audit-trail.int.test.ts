import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { adminAr } from '@/i18n/messages/adminAr'
import { adminEn } from '@/i18n/messages/adminEn'
import type { AuditLog, User } from '@/payload-types'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'
import { deleteRowsInBatches } from '@/tasks/retention'
import { deleteExpiredAuditEntries } from '@/tasks/deleteExpiredAuditEntries'
import { staticDirOf } from '@/uploads/storage'

import { cmsRest } from '../helpers/cmsRest'
import { validContact } from '../helpers/contact'
import { migratedPayload } from '../helpers/payload'
import { validSamples } from '@/features/service-requests/samples'
import { validPdf } from '../helpers/uploadFixtures'

let payload: Payload
let admin: User
let editor: User
let adminToken: string
let editorToken: string

const OFFICE = '203.0.113.7'

/** The entries written since `since` (an entry id), oldest first. */
async function entriesAfter(since: number): Promise<AuditLog[]> {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { id: { greater_than: since } },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs
}

async function lastEntryId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'audit-log', sort: '-id', limit: 1, depth: 0 })
  return docs[0]?.id ?? 0
}

const signIn = async (email: string, password: string) =>
  (await payload.login({ collection: 'users', data: { email, password } })).token!

async function createPage(name: string) {
  return payload.create({
    collection: 'pages',
    data: { name, title: `Offer ${name}`, _status: 'draft' },
    context: { disableRevalidate: true },
  })
}

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  admin = await payload.create({
    collection: 'users',
    data: { email: 'audit-admin@example.com', password: 'admin-password-1', roles: ['admin'] },
  })
  editor = await payload.create({
    collection: 'users',
    data: {
      email: 'audit-editor@example.com',
      password: 'editor-password-1',
      roles: ['editor', 'service'],
    },
  })
  adminToken = await signIn(admin.email, 'admin-password-1')
  editorToken = await signIn(editor.email, 'editor-password-1')
})

afterAll(async () => {
  await payload.destroy()
})

describe('the audit trail', () => {
  it('records a staff change by the names of the fields it changed, with who and from where', async () => {
    const page = await createPage('audit-change')
    const since = await lastEntryId()
    const response = await cmsRest('PATCH', `pages/${page.id}?locale=en`, {
      token: editorToken,
      address: OFFICE,
      body: { title: 'Secret launch title', name: 'audit-change' },
    })
    expect(response.status).toBe(200)
    const [entry, ...more] = await entriesAfter(since)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      action: 'update',
      user: editor.id,
      account: 'audit-editor@example.com',
      collection: 'pages',
      document: String(page.id),
      fields: 'title',
      address: OFFICE,
    })
    // Names, never values.
    expect(JSON.stringify(entry)).not.toContain('Secret launch title')
  })

  it('says when staff publish and unpublish, and names each field autosave stores once', async () => {
    const page = await createPage('audit-publish')
    const since = await lastEntryId()
    const autosave = (body: Record<string, unknown>) =>
      cmsRest('PATCH', `pages/${page.id}?locale=en&draft=true&autosave=true`, {
        token: editorToken,
        body: { ...body, _status: 'draft' },
      })
    // An editor typing beside the live preview: a draft stored at every pause.
    for (const title of ['Typed', 'Typed as', 'Typed as the preview follows'])
      await autosave({ title })
    await autosave({ title: 'Typed as the preview follows', description: 'Then this' })
    await cmsRest('PATCH', `pages/${page.id}?locale=en&draft=true`, {
      token: editorToken,
      body: { title: 'Typed as the preview follows', description: 'Then this' },
    })
    await cmsRest('PATCH', `pages/${page.id}?locale=en&draft=true`, {
      token: editorToken,
      body: { _status: 'published' },
    })
    await cmsRest('PATCH', `pages/${page.id}?locale=en`, {
      token: editorToken,
      body: { _status: 'draft' },
    })
    expect((await entriesAfter(since)).map(({ action, fields }) => ({ action, fields }))).toEqual([
      { action: 'update', fields: 'title' },
      { action: 'update', fields: 'description' },
      { action: 'publish', fields: null },
      { action: 'unpublish', fields: null },
    ])
  })

  it('records a request status change with its before and after, and not the visitor’s submission', async () => {
    const { POST } = await import('@/app/api/service-requests/route')
    const since = await lastEntryId()
    const submitted = await POST(
      new Request('http://test/api/service-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'complaint', lang: 'en', ...validSamples.complaint }),
      }),
    )
    expect(submitted.status).toBe(201)
    expect(await entriesAfter(since)).toEqual([])
    const { docs } = await payload.find({ collection: 'service-requests', sort: '-id', limit: 1 })
    const response = await cmsRest('PATCH', `service-requests/${docs[0]!.id}`, {
      token: editorToken,
      body: { status: 'in_review' },
    })
    expect(response.status).toBe(200)
    const [entry] = await entriesAfter(since)
    expect(entry).toMatchObject({
      action: 'status-change',
      collection: 'service-requests',
      document: String(docs[0]!.id),
      detail: 'received → in_review',
    })
    expect(JSON.stringify(entry)).not.toContain(String(validSamples.complaint.email))
  })

  it('records who listed or opened which service requests, and from where, never the values', async () => {
    const { POST } = await import('@/app/api/service-requests/route')
    for (let i = 0; i < 5; i++)
      await POST(
        new Request('http://test/api/service-requests', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'complaint', lang: 'en', ...validSamples.complaint }),
        }),
      )
    const since = await lastEntryId()
    const listed = await cmsRest('GET', 'service-requests?depth=1&limit=5&sort=-id', {
      token: adminToken,
      address: OFFICE,
    })
    const { docs } = (await listed.json()) as { docs: { id: number }[] }
    expect(docs).toHaveLength(5)
    const opened = await cmsRest('GET', `service-requests/${docs[0]!.id}?depth=1`, {
      token: adminToken,
      address: OFFICE,
    })
    expect(opened.status).toBe(200)
    const entries = await entriesAfter(since)
    // The requests' emails, which depth=1 brings along, are recorded as read too.
    expect(entries.filter((entry) => entry.collection === 'emails').length).toBeGreaterThan(0)
    expect(
      entries
        .filter((entry) => entry.collection === 'service-requests')
        .map(({ action, collection, document, account, address }) => ({
          action,
          collection,
          document,
          account,
          address,
        })),
    ).toEqual([
      {
        action: 'records-listed',
        collection: 'service-requests',
        document: docs.map((doc) => doc.id).join(', '),
        account: admin.email,
        address: OFFICE,
      },
      {
        action: 'record-opened',
        collection: 'service-requests',
        document: String(docs[0]!.id),
        account: admin.email,
        address: OFFICE,
      },
    ])
    expect(JSON.stringify(entries)).not.toContain(String(validSamples.complaint.email))
    // The server's own reads (the dashboard's counts, tasks) are nobody reading.
    await payload.find({ collection: 'service-requests', limit: 5 })
    expect(await entriesAfter(entries.at(-1)!.id)).toEqual([])
  })

  it('shows no personal data it cannot record as read', async () => {
    const spy = failingAuditWrites()
    try {
      const listed = await cmsRest('GET', 'service-requests?limit=5', { token: adminToken })
      expect(listed.status).toBe(503)
      const said = await listed.text()
      expect(said).not.toMatch(/"docs"/)
      expect(said).toContain(adminEn.admin.readNotRecorded)
      // In the admin's language.
      const inArabic = await cmsRest('GET', 'service-requests?limit=5', {
        token: adminToken,
        headers: { cookie: 'payload-lng=ar' },
      })
      expect(await inArabic.text()).toContain(adminAr.admin.readNotRecorded)
    } finally {
      spy.mockRestore()
    }
    expect((await cmsRest('GET', 'service-requests?limit=5', { token: adminToken })).status).toBe(
      200,
    )
  })

  it('records role and password changes without the password', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'audit-staff@example.com', password: 'staff-password-1', roles: ['editor'] },
    })
    const since = await lastEntryId()
    await cmsRest('PATCH', `users/${user.id}`, { token: adminToken, body: { roles: ['hr'] } })
    await cmsRest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { password: 'a brand new secret phrase' },
    })
    // Both in one save: the role change, with the password named among the fields.
    await cmsRest('PATCH', `users/${user.id}`, {
      token: adminToken,
      body: { roles: ['editor'], password: 'another secret phrase' },
    })
    // A made-up key is not a field, and a save that leaves the roles out does not change them.
    await cmsRest('PATCH', `users/${user.id}?select[email]=true`, {
      token: adminToken,
      body: { name: 'Huda', 'roles changed by the boss': true },
    })
    // A reset link sets the password without a save; the sign-in that follows says so.
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'audit-staff@example.com' },
      disableEmail: true,
    })
    const reset = await cmsRest('POST', 'users/reset-password', {
      body: { token: resetToken, password: 'a third secret phrase' },
    })
    expect(reset.status).toBe(200)
    const entries = await entriesAfter(since)
    expect(entries.map(({ action, detail, fields }) => ({ action, detail, fields }))).toEqual([
      { action: 'role-change', detail: 'editor → hr', fields: 'roles' },
      { action: 'password-change', detail: null, fields: 'password' },
      { action: 'role-change', detail: 'hr → editor', fields: 'password, roles' },
      { action: 'update', detail: null, fields: 'name' },
      { action: 'password-change', detail: 'reset link', fields: null },
      { action: 'sign-in', detail: null, fields: null },
    ])
    for (const secret of ['a brand new secret phrase', 'another secret phrase', 'a third secret'])
      expect(JSON.stringify(entries)).not.toContain(secret)
  })

  it('records sign-ins and refused ones with the address, and never the password tried', async () => {
    // An editor of content only, who signs in with a password alone.
    const writer = await payload.create({
      collection: 'users',
      data: { email: 'audit-writer@example.com', password: 'writer-password-1', roles: ['editor'] },
    })
    const since = await lastEntryId()
    const good = await cmsRest('POST', 'users/login', {
      address: OFFICE,
      body: { email: writer.email, password: 'writer-password-1' },
    })
    expect(good.status).toBe(200)
    const bad = await cmsRest('POST', 'users/login', {
      address: '198.51.100.9',
      body: { email: writer.email, password: 'a guess at the password' },
    })
    expect(bad.status).toBe(401)
    // A password typed into the email box names no account, and is not kept.
    const unknown = await cmsRest('POST', 'users/login', {
      address: '198.51.100.9',
      body: { email: 'my-secret-password', password: 'x' },
    })
    expect(unknown.status).toBe(401)
    const entries = await entriesAfter(since)
    expect(
      entries.map(({ action, account, address, user }) => ({ action, account, address, user })),
    ).toEqual([
      { action: 'sign-in', account: writer.email, address: OFFICE, user: writer.id },
      { action: 'sign-in-failed', account: writer.email, address: '198.51.100.9', user: null },
      { action: 'sign-in-failed', account: null, address: '198.51.100.9', user: null },
    ])
    expect(JSON.stringify(entries)).not.toContain('a guess at the password')
    expect(JSON.stringify(entries)).not.toContain('my-secret-password')
  })

  it('records each opening of a private file by its document, not its name', async () => {
    const document = await payload.create({
      collection: 'request-documents',
      data: {},
      file: {
        data: await validPdf(),
        mimetype: 'application/pdf',
        name: 'huda-alqahtani-passport.pdf',
        size: (await validPdf()).length,
      },
      overrideAccess: true,
    })
    const since = await lastEntryId()
    const opened = await cmsRest('GET', `request-documents/file/${document.filename}`, {
      token: editorToken,
      address: OFFICE,
    })
    expect(opened.status).toBe(200)
    const [entry, ...more] = await entriesAfter(since)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      action: 'file-open',
      user: editor.id,
      collection: 'request-documents',
      document: String(document.id),
      address: OFFICE,
    })
    expect(JSON.stringify(entry)).not.toContain('huda')
    // A PDF viewer's range requests and a reload are the same opening: one entry, not one each.
    for (const headers of [{ range: 'bytes=10-' }, {}] as Record<string, string>[])
      expect(
        (
          await cmsRest('GET', `request-documents/file/${document.filename}`, {
            token: editorToken,
            address: OFFICE,
            headers,
          })
        ).status,
      ).toBeLessThan(300)
    expect(await entriesAfter(entry!.id)).toEqual([])
    // From another address it is another opening.
    await cmsRest('GET', `request-documents/file/${document.filename}`, {
      token: editorToken,
      address: '198.51.100.20',
    })
    expect(await entriesAfter(entry!.id)).toMatchObject([
      { action: 'file-open', address: '198.51.100.20' },
    ])
    // Refused to a visitor: nothing opened, nothing recorded.
    const refused = await cmsRest('GET', `request-documents/file/${document.filename}`)
    expect(refused.status).toBe(403)
    // A file no document names (left by a crash, before the sweep) is nobody's to open.
    await writeFile(
      path.join(staticDirOf('request-documents'), 'left-by-a-crash.pdf'),
      await validPdf(),
    )
    const unnamed = await cmsRest('GET', 'request-documents/file/left-by-a-crash.pdf', {
      token: editorToken,
    })
    expect(unnamed.status).toBe(404)
    expect(await entriesAfter(entry!.id)).toHaveLength(1)
  })

  it('records an admin deleting an email, but not the emails deleted records take along', async () => {
    const { POST } = await import('@/app/api/contact-us/route')
    /** A contact message with its acknowledgement and a reply staff sent, both about it. */
    async function messageWithEmails(email: string) {
      const sent = await POST(
        new Request('http://test/api/contact-us', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validContact, email }),
        }),
      )
      expect(sent.status).toBe(201)
      const message = (
        await payload.find({ collection: 'contact-messages', where: { email: { equals: email } } })
      ).docs[0]!
      await payload.create({
        collection: 'emails',
        data: {
          subject: 'Re: your message',
          to: email,
          kind: 'status',
          state: 'sent',
          text: 'A reply.',
          html: '<p>A reply.</p>',
          contactMessage: message.id,
        },
      })
      const emails = await payload.find({
        collection: 'emails',
        where: { contactMessage: { equals: message.id } },
        sort: 'id',
      })
      expect(emails.docs).toHaveLength(2)
      return { message: message.id, acknowledgement: emails.docs[0]!.id }
    }
    const first = await messageWithEmails('audit-emails-1@example.com')
    const second = await messageWithEmails('audit-emails-2@example.com')
    const since = await lastEntryId()
    const deleted = await cmsRest('DELETE', `emails/${first.acknowledgement}`, {
      token: adminToken,
    })
    expect(deleted.status).toBe(200)
    // Both messages in one request, as a list's bulk delete sends it.
    const both = await cmsRest(
      'DELETE',
      `contact-messages?where[id][in]=${first.message},${second.message}`,
      { token: adminToken },
    )
    expect(both.status).toBe(200)
    // Their emails went with them (found by address: the messages are gone).
    expect(
      await payload.count({
        collection: 'emails',
        where: { to: { like: 'audit-emails-' } },
      }),
    ).toEqual({ totalDocs: 0 })
    const entries = (await entriesAfter(since)).map(({ action, collection, document }) => ({
      action,
      collection,
      document,
    }))
    expect(entries[0]).toEqual({
      action: 'delete',
      collection: 'emails',
      document: String(first.acknowledgement),
    })
    expect(entries.slice(1).sort((a, b) => Number(a.document) - Number(b.document))).toEqual(
      [first.message, second.message]
        .sort((a, b) => a - b)
        .map((id) => ({ action: 'delete', collection: 'contact-messages', document: String(id) })),
    )
  })

  it('records "sign out everywhere"', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'audit-away@example.com', password: 'away-password-1', roles: ['editor'] },
    })
    const token = await signIn(user.email, 'away-password-1')
    const since = await lastEntryId()
    expect((await cmsRest('POST', 'users/logout?allSessions=true', { token })).status).toBe(200)
    expect(await entriesAfter(since)).toMatchObject([
      { action: 'sign-out-everywhere', user: user.id, document: String(user.id) },
    ])
  })

  it('cannot be written, changed or deleted through the API, even by an admin', async () => {
    const id = await lastEntryId()
    const token = adminToken
    expect((await cmsRest('POST', 'audit-log', { token, body: { action: 'delete' } })).status).toBe(
      403,
    )
    expect(
      (await cmsRest('PATCH', `audit-log/${id}`, { token, body: { account: 'someone' } })).status,
    ).toBe(403)
    expect((await cmsRest('DELETE', `audit-log/${id}`, { token })).status).toBe(403)
    expect((await payload.findByID({ collection: 'audit-log', id })).id).toBe(id)
    // Admins read it; editors do not.
    expect((await cmsRest('GET', 'audit-log', { token })).status).toBe(200)
    expect((await cmsRest('GET', `audit-log/${id}`, { token: editorToken })).status).toBe(403)
  })

  it('is written with the change or the change does not happen', async () => {
    const page = await createPage('audit-atomic')
    const spy = failingAuditWrites()
    try {
      const response = await cmsRest('PATCH', `pages/${page.id}?locale=en`, {
        token: editorToken,
        body: { title: 'Never saved' },
      })
      expect(response.status).toBeGreaterThanOrEqual(500)
    } finally {
      spy.mockRestore()
    }
    const stored = await payload.findByID({ collection: 'pages', id: page.id, draft: true })
    expect(stored.title).toBe('Offer audit-atomic')
  })

  it('keeps entries for AUDIT_RETENTION_DAYS', async () => {
    const old = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', account: 'long-ago@example.com' },
    })
    await payload.db.updateOne({
      collection: 'audit-log',
      id: old.id,
      data: { createdAt: new Date(Date.now() - 800 * 86_400_000).toISOString() },
    })
    const { id: recent } = await payload.create({
      collection: 'audit-log',
      data: { action: 'sign-in', account: 'today@example.com' },
    })
    expect(await deleteExpiredAuditEntries(payload, { retentionDays: 730 })).toBe(1)
    await expect(payload.findByID({ collection: 'audit-log', id: old.id })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'audit-log', id: recent })).id).toBe(recent)
  })

  it('deletes a backlog of expired entries batch after batch, and only those', async () => {
    const longAgo = new Date(Date.now() - 800 * 86_400_000).toISOString()
    const expired: number[] = []
    for (let n = 0; n < 5; n++) {
      const entry = await payload.create({
        collection: 'audit-log',
        data: { action: 'file-open', account: `backlog-${n}@example.com` },
      })
      await payload.db.updateOne({
        collection: 'audit-log',
        id: entry.id,
        data: { createdAt: longAgo },
      })
      expired.push(entry.id)
    }
    const { id: kept } = await payload.create({
      collection: 'audit-log',
      data: { action: 'file-open', account: 'backlog-today@example.com' },
    })
    const cutoff = new Date(Date.now() - 730 * 86_400_000).toISOString()
    // Two at a time: three batches, the last one short.
    expect(
      await deleteRowsInBatches(payload, 'audit-log', { createdAt: { less_than: cutoff } }, 2),
    ).toBe(5)
    const left = await payload.find({
      collection: 'audit-log',
      where: { id: { in: [...expired, kept] } },
      pagination: false,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([kept])
  })
})

/** Every audit entry's write fails from now until the spy is restored; other writes go on. */
function failingAuditWrites() {
  const create = payload.db.create.bind(payload.db)
  return vi
    .spyOn(payload.db, 'create')
    .mockImplementation(((args: { collection: string }) =>
      args.collection === 'audit-log'
        ? Promise.reject(new Error('disk full'))
        : create(args as Parameters<typeof create>[0])) as typeof payload.db.create)
}
