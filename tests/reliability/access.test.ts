import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { invitationIn } from '../helpers/invitation'
import { signInAt } from '../helpers/staffSignIn'
import { validPng } from '../helpers/uploadFixtures'

import { adminToken } from './inventory'
import { report } from './report'
import { admin, newSite, type Site } from './site'
import { firstJobId, sendApplication, sendCancellation, sendContact } from './submissions'

let site: Site
type Role = 'anonymous' | 'editor' | 'service' | 'hr' | 'admin'
const roles: Role[] = ['anonymous', 'editor', 'service', 'hr', 'admin']
const tokens: Partial<Record<Role, string>> = {}

beforeAll(async () => {
  site = await newSite()
  await site.start()
  tokens.admin = await adminToken(site)
  for (const role of ['editor', 'service', 'hr'] as const) {
    const user = {
      email: `${role}@reliability.example`,
      password: `${role}-password-1`,
      roles: [role],
    }
    const created = await call('admin', 'POST', '/cms/api/users', user)
    expect(created.status).toBe(201)
    // The roles that read personal data set up an authenticator at this first sign-in, through
    // the invitation emailed to them; editors read none and need no factor by default.
    const invitation = role === 'editor' ? undefined : await emailedInvitation(user.email)
    tokens[role] = (await signInAt(site.url, { ...user, invitation })).token
  }
  const jobId = await firstJobId(site.url)
  const sent = await Promise.all([
    sendContact(site.url, 1),
    sendCancellation(site.url),
    sendApplication(site.url, jobId),
  ])
  expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201])
})

afterAll(async () => {
  await site.stop()
})

/** The invitation in the latest email to `to`, as an admin reads it in the record of emails. */
async function emailedInvitation(to: string): Promise<string> {
  const answer = await fetch(
    `${site.url}/cms/api/emails?where[to][equals]=${encodeURIComponent(to)}&where[kind][equals]=invitation&sort=-id&limit=1`,
    { headers: { authorization: `JWT ${tokens.admin}` } },
  )
  const { docs } = (await answer.json()) as { docs: { text?: string }[] }
  const token = invitationIn(docs[0]?.text)
  if (!token) throw new Error(`no invitation was emailed to ${to}`)
  return token
}

async function call(role: Role, method: string, address: string, body?: unknown) {
  const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {}
  if (tokens[role]) headers.authorization = `JWT ${tokens[role]}`
  const answer = await fetch(`${site.url}${address}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  })
  return {
    status: answer.status,
    headers: answer.headers,
    body: (await answer.json().catch(() => null)) as {
      totalDocs?: number
      docs?: { filename?: string }[]
    } | null,
  }
}

/** What a role gets when it lists a collection: `all`, `own` (just itself), `published`, or the refusal status. */
async function listing(role: Role, collection: string): Promise<string> {
  const answer = await call(role, 'GET', `/cms/api/${collection}?depth=0&limit=100&draft=true`)
  if (answer.status !== 200) return String(answer.status)
  const total = answer.body?.totalDocs ?? 0
  const all =
    (await call('admin', 'GET', `/cms/api/${collection}?depth=0&limit=0&draft=true`)).body
      ?.totalDocs ?? 0
  if (collection === 'users' && total === 1 && all > 1) return 'own'
  if (collection === 'emails' && total > 0 && total < all) return 'some'
  return total === all ? 'all' : `${total} of ${all}`
}

/**
 * Who may list what (`403`: refused; `401`: the CMS API answers no list without a session, the
 * public content is read through `/api`). Pages and jobs have drafts only staff see.
 */
const expectedLists: Record<string, Record<Role, string>> = {
  pages: { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  'page-groups': { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  redirects: { anonymous: '401', editor: 'all', service: '403', hr: '403', admin: 'all' },
  media: { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  documents: { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  jobs: { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  countries: { anonymous: '401', editor: 'all', service: 'all', hr: 'all', admin: 'all' },
  // Editors read no personal data (they may sign in with a password alone).
  'contact-messages': { anonymous: '401', editor: '403', service: 'all', hr: '403', admin: 'all' },
  'service-requests': { anonymous: '401', editor: '403', service: 'all', hr: '403', admin: 'all' },
  'request-documents': { anonymous: '401', editor: '403', service: 'all', hr: '403', admin: 'all' },
  'job-applications': { anonymous: '401', editor: '403', service: '403', hr: 'all', admin: 'all' },
  'job-application-cvs': {
    anonymous: '401',
    editor: '403',
    service: '403',
    hr: 'all',
    admin: 'all',
  },
  emails: { anonymous: '401', editor: '403', service: 'some', hr: 'some', admin: 'all' },
  users: { anonymous: '401', editor: 'own', service: 'own', hr: 'own', admin: 'all' },
  'search-entries': { anonymous: '401', editor: '403', service: '403', hr: '403', admin: '403' },
  'audit-log': { anonymous: '401', editor: '403', service: '403', hr: '403', admin: 'all' },
  'erased-records': { anonymous: '401', editor: '403', service: '403', hr: '403', admin: 'all' },
  'payload-jobs': { anonymous: '401', editor: '403', service: '403', hr: '403', admin: '403' },
}

describe('(d) who may read, create and download what', () => {
  it('lists each collection only for the roles allowed to read it', async () => {
    const seen: Record<string, Record<Role, string>> = {}
    for (const collection of Object.keys(expectedLists)) {
      seen[collection] = Object.fromEntries(
        await Promise.all(roles.map(async (role) => [role, await listing(role, collection)])),
      ) as Record<Role, string>
    }
    report('(d) access matrix: lists', seen)
    expect(seen).toEqual(expectedLists)
  })

  it('lets only admins search, export or erase a person’s data', async () => {
    const outcomes: Record<string, Record<Role, number>> = {}
    for (const action of ['search', 'export', 'erase']) {
      outcomes[action] = Object.fromEntries(
        await Promise.all(
          roles
            // An admin's erasure is tested on its own (tests/int/data-rights.int.test.ts).
            .filter((role) => role !== 'admin' || action === 'search')
            .map(async (role) => [
              role,
              (
                await call(role, 'POST', `/cms/api/data-rights/${action}`, {
                  email: 'someone@example.com',
                })
              ).status,
            ]),
        ),
      ) as Record<Role, number>
    }
    report('(d) access matrix: data rights', outcomes)
    expect(outcomes).toEqual({
      search: { anonymous: 401, editor: 403, service: 403, hr: 403, admin: 200 },
      export: { anonymous: 401, editor: 403, service: 403, hr: 403 },
      erase: { anonymous: 401, editor: 403, service: 403, hr: 403 },
    })
  })

  it('lets nobody create a submission or its files through the CMS API, and nobody but an admin delete one', async () => {
    const outcomes: Record<string, Record<Role, number>> = {}
    for (const collection of [
      'contact-messages',
      'service-requests',
      'job-applications',
      'request-documents',
      'job-application-cvs',
    ]) {
      outcomes[`create ${collection}`] = Object.fromEntries(
        await Promise.all(
          roles.map(async (role) => [
            role,
            (await call(role, 'POST', `/cms/api/${collection}`, { name: 'forged', type: 'claim' }))
              .status,
          ]),
        ),
      ) as Record<Role, number>
      outcomes[`delete ${collection}`] = Object.fromEntries(
        await Promise.all(
          roles
            .filter((role) => role !== 'admin')
            .map(async (role) => [
              role,
              (await call(role, 'DELETE', `/cms/api/${collection}?where[id][exists]=true`)).status,
            ]),
        ),
      ) as Record<Role, number>
    }
    report('(d) access matrix: create and delete', outcomes)
    for (const [action, byRole] of Object.entries(outcomes)) {
      for (const [role, status] of Object.entries(byRole)) {
        // A bulk delete the role may not do answers 403, or 200 with nothing deleted when the
        // role may read none of it; either way every row is still there (checked below).
        expect(
          [401, 403, ...(action.startsWith('delete') ? [200] : [])],
          `${role}: ${action}`,
        ).toContain(status)
      }
    }
    for (const collection of [
      'contact-messages',
      'service-requests',
      'job-applications',
      'request-documents',
      'job-application-cvs',
    ]) {
      expect(
        (await call('admin', 'GET', `/cms/api/${collection}?limit=0`)).body?.totalDocs,
        collection,
      ).toBeGreaterThan(0)
    }
  })

  it('hands private files only to the roles that may read them, as downloads the browser will not run', async () => {
    const files = {
      'request-documents': { readers: ['service', 'admin'] },
      'job-application-cvs': { readers: ['hr', 'admin'] },
    }
    const seen: Record<string, Record<Role, number>> = {}
    for (const [collection, { readers }] of Object.entries(files)) {
      const filename = (await call('admin', 'GET', `/cms/api/${collection}?limit=1&depth=0`)).body
        ?.docs?.[0]?.filename
      expect(filename, collection).toBeTruthy()
      seen[collection] = {} as Record<Role, number>
      for (const role of roles) {
        const answer = await call(role, 'GET', `/cms/api/${collection}/file/${filename}`)
        seen[collection][role] = answer.status
        if (readers.includes(role)) {
          expect(answer.status, `${role} reads ${collection}`).toBe(200)
          expect(answer.headers.get('content-disposition')).toMatch(/^attachment/)
          expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
          expect(answer.headers.get('content-security-policy')).toMatch(/sandbox/)
          expect(answer.headers.get('cache-control')).toMatch(/private/)
          expect(answer.headers.get('cache-control')).toMatch(/no-store/)
        } else {
          expect([401, 403], `${role} reads ${collection}`).toContain(answer.status)
        }
      }
    }
    report('(d) access matrix: private files', seen)
  })

  it('lets a staff member change their own account only, and nobody signed out change any', async () => {
    const accounts = async () =>
      (
        (await call('admin', 'GET', '/cms/api/users?depth=0&limit=0')).body as {
          docs: { id: number; email: string; name?: string | null }[]
        }
      ).docs
    const before = await accounts()
    const owner = (email: string) => before.find((account) => account.email === email)?.id
    const outcomes: Record<string, number> = {}
    for (const role of ['anonymous', 'editor', 'hr'] as const) {
      // One by one and in bulk (a bulk update asks the access rule without an id).
      outcomes[`${role} bulk`] = (
        await call(role, 'PATCH', '/cms/api/users?where[id][exists]=true', { name: `by ${role}` })
      ).status
      outcomes[`${role} admin`] = (
        await call(role, 'PATCH', `/cms/api/users/${owner(admin.email)}`, {
          name: `by ${role}`,
          password: `taken-by-${role}-1`,
        })
      ).status
    }
    report('(d) access matrix: account updates', outcomes)
    expect(outcomes['anonymous bulk']).toBe(401)
    expect(outcomes['anonymous admin']).toBe(401)
    expect([outcomes['editor admin'], outcomes['hr admin']]).toEqual([403, 403])
    const after = await accounts()
    const nameOf = (email: string) => after.find((account) => account.email === email)?.name
    // Each role's bulk update reached its own account and no other.
    expect(nameOf('editor@reliability.example')).toBe('by editor')
    expect(nameOf('hr@reliability.example')).toBe('by hr')
    expect(nameOf(admin.email)).toBe(before.find((account) => account.email === admin.email)?.name)
    expect(await adminToken(site, { fresh: true })).toBeTruthy()
  })

  it("takes an editor's picture upload through the CMS API, and refuses one too large to read", async () => {
    const form = (bytes: Uint8Array) => {
      const body = new FormData()
      body.append('file', new Blob([Buffer.from(bytes)], { type: 'image/png' }), 'upload-check.png')
      body.append('_payload', JSON.stringify({ alt: 'Upload check', alt_ar: 'فحص الرفع' }))
      return body
    }
    const upload = (body: FormData) =>
      fetch(`${site.url}/cms/api/media`, {
        method: 'POST',
        headers: { authorization: `JWT ${tokens.editor}` },
        body,
      })
    const stored = await upload(form(await validPng()))
    expect(stored.status, await stored.clone().text()).toBe(201)
    const doc = ((await stored.json()) as { doc: { id: number; filename: string } }).doc
    const file = await fetch(`${site.url}/cms/api/media/file/${doc.filename}`)
    expect(file.status).toBe(200)
    // Stored as the collection keeps pictures (WebP).
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    const tooLarge = await upload(form(new Uint8Array(26 * 1024 * 1024)))
    expect(tooLarge.status).toBe(413)
  })

  it('answers a stranger only the files and the sign-in endpoints of the CMS API, whatever it sends', async () => {
    const answers: Record<string, number> = {}
    for (const [label, headers] of [
      ['none', {}],
      ['made-up cookie', { cookie: 'payload-token=made.up.token' }],
      ['made-up JWT', { authorization: 'JWT eyJhbGciOiJIUzI1NiJ9.e30.x' }],
    ] as const) {
      for (const address of [
        '/cms/api/pages?depth=10&limit=0&locale=all',
        '/cms/api/globals/header',
        '/cms/api/pages/versions',
        '/cms/api/access',
      ])
        answers[`${label} ${address}`] = (await fetch(`${site.url}${address}`, { headers })).status
    }
    const me = await fetch(`${site.url}/cms/api/users/me`)
    answers['/cms/api/users/me'] = me.status
    report('(d) the CMS API to a stranger', answers)
    for (const [request, status] of Object.entries(answers).filter(([key]) => key.includes(' /')))
      expect(status, request).toBe(401)
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })

  it('keeps the emails about job applications from customer service, and notices about sign-ins from both', async () => {
    const count = (role: Role, where: string) =>
      call(role, 'GET', `/cms/api/emails?${where}&limit=0`).then((answer) => answer.body?.totalDocs)
    const about = (role: Role, exists: boolean) =>
      count(role, `where[jobApplication][exists]=${exists}&where[kind][not_in]=security,invitation`)
    const notices = (role: Role) => count(role, 'where[kind][equals]=security')
    expect(await about('admin', true)).toBeGreaterThan(0)
    expect(await about('service', true)).toBe(0)
    expect(await about('hr', true)).toBe(await about('admin', true))
    expect(await about('service', false)).toBe(await about('admin', false))
    expect(await about('hr', false)).toBe(0)
    // The staff who signed in here set up their authenticators: their owners were told.
    expect(await notices('admin')).toBeGreaterThan(0)
    expect(await notices('service')).toBe(0)
    expect(await notices('hr')).toBe(0)
  })

  it('refuses a link that would run script or leave the site unannounced, and takes a plain one', async () => {
    const address = '/cms/api/globals/site-settings?locale=en'
    const before = (await call('editor', 'GET', address)).body as { eServicesUrl?: string }
    for (const link of [
      'javascript:alert(4)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
    ])
      expect((await call('editor', 'POST', address, { eServicesUrl: link })).status, link).toBe(400)
    expect(
      (await call('editor', 'POST', address, { eServicesUrl: 'https://eservices.example/login' }))
        .status,
    ).toBe(200)
    expect(
      (await call('editor', 'POST', address, { eServicesUrl: before.eServicesUrl ?? '' })).status,
    ).toBe(200)
  })

  it("keeps the addresses the site uses itself out of the pages' names", async () => {
    for (const name of ['admin', 'ar', 'api']) {
      const answer = await call('editor', 'POST', '/cms/api/pages?draft=true', {
        name,
        title: 'Reserved',
        _status: 'draft',
      })
      expect(answer.status, name).toBe(400)
      expect(JSON.stringify(answer.body), name).toMatch(/invalid: name/)
    }
  })

  it('shows the permission list only to a session', async () => {
    expect((await call('anonymous', 'GET', '/cms/api/access')).status).toBe(401)
    expect((await call('editor', 'GET', '/cms/api/access')).status).toBe(200)
  })
})
