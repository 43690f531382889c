import { createClient } from '@libsql/client'
import * as drizzleAdapter from '@payloadcms/drizzle'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { jwtSign } from 'payload'

import { PAYLOAD_QUERY_OPTIONS } from '@/cms/rest/query'
import { writeMethods } from '@/database/reliableWrites'
import { sessionToken, signedWith } from '@/server/staffSessions.mjs'

/*
 * Where the site copies or works around a behaviour of the framework, a test here states that
 * behaviour as the installed version has it. An upgrade that changes it fails here, naming the
 * copy to revisit, rather than leaving the copy quietly out of step.
 *
 * Three more reach into Payload and are held by tests of their behaviour, which fail the same way:
 * the job columns `src/tasks/runOnce.ts` writes (tests/int/jobs-once.int.test.ts, "runs a job a
 * stopped instance left marked as running"), the sessions `src/collections/Users/hooks/sessions.ts`
 * prunes (tests/int/staff-accounts.int.test.ts) and the Drizzle tables and columns the translation
 * gaps are filled into (tests/int/translation-gaps.int.test.ts, "are filled in for pages stored
 * before they were recorded").
 */

const require = createRequire(import.meta.url)
const payloadDist = path.dirname(require.resolve('payload'))
const sourceOf = (file: string) => readFileSync(file, 'utf8')

describe('Payload', () => {
  it('parses a query string with the options src/cms/rest/query.ts checks it with', () => {
    const source = sourceOf(path.join(payloadDist, 'utilities/createPayloadRequest.js'))
    const options = /qs\.parse\(queryToParse, \{([^}]*)\}/.exec(source)?.[1]
    expect(options, 'createPayloadRequest no longer calls qs.parse as it did').toBeDefined()
    const parsed = Object.fromEntries(
      [...(options ?? '').matchAll(/(\w+):\s*([\w.]+)/g)].map(([, name, value]) => [
        name,
        value === 'true' ? true : value === 'false' ? false : Number(value),
      ]),
    )
    expect(parsed).toEqual(PAYLOAD_QUERY_OPTIONS)
  })

  it('reads exactly application/json, and any multipart/ type, as src/cms/rest/body.ts expects', () => {
    const source = sourceOf(path.join(payloadDist, 'utilities/addDataAndFileToRequest.js'))
    expect(source).toContain(
      `const [contentType] = (headers.get('Content-Type') || '').split(';', 1);`,
    )
    expect(source).toContain(`if (contentType === 'application/json') {`)
    expect(source).toContain(`contentType?.includes('multipart/')`)
  })

  it('answers a POST with a method override as src/cms/rest/methodOverride.ts expects', () => {
    const source = sourceOf(path.join(payloadDist, 'utilities/handleEndpoints.js'))
    expect(source).toContain(
      `(request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET')`,
    )
    expect(source).toContain(
      `if (request.headers.get('Content-Type') === 'application/x-www-form-urlencoded') {`,
    )
    expect(source).toContain('url += `?locale=${data.locale}`')
  })

  it('finds a collection endpoint with the path-to-regexp that src/cms/rest/ids.ts uses', () => {
    const source = sourceOf(path.join(payloadDist, 'utilities/handleEndpoints.js'))
    expect(source).toContain(`import { match } from 'path-to-regexp';`)
    expect(source).toContain('const endpoint = endpoints?.find((endpoint)=>{')
    const versionFrom = (from: string) =>
      (
        JSON.parse(
          readFileSync(createRequire(from).resolve('path-to-regexp/package.json'), 'utf8'),
        ) as { version: string }
      ).version
    expect(versionFrom(require.resolve('payload'))).toBe(versionFrom(import.meta.url))
  })

  it('applies its SQLite settings only to a client it makes (src/database/adapter.ts)', () => {
    const connect = sourceOf(
      path.join(path.dirname(require.resolve('@payloadcms/db-sqlite')), 'connect.js'),
    )
    const made = connect.indexOf('if (!this.client) {')
    expect(made, 'connect no longer makes its client as it did').toBeGreaterThan(-1)
    // Both settings are applied inside that branch, before its client is handed to drizzle.
    for (const setting of ['PRAGMA busy_timeout', 'PRAGMA journal_mode = WAL'])
      expect(connect.indexOf(setting)).toBeGreaterThan(made)
    expect(connect.indexOf('PRAGMA journal_mode = WAL')).toBeLessThan(
      connect.indexOf('drizzle(this.client'),
    )
  })

  it('has the write methods src/database/reliableWrites.ts wraps, and no others', () => {
    // Helpers the package also exports, which are not methods of an adapter.
    const helpers = [
      'createBlocksToJsonMigrator',
      'createSchemaGenerator',
      'createTableName',
      'upsertRow',
    ]
    const writes = Object.keys(drizzleAdapter)
      .filter((name) => /^(?:create|update|delete|upsert)/.test(name) && !helpers.includes(name))
      .sort()
    expect(writes).toEqual([...writeMethods].sort())
  })

  it('resolves commitTransaction when the commit fails (payloadcms/payload#17726)', async () => {
    let rolledBack = false
    const adapter = {
      sessions: {
        t1: {
          resolve: () => Promise.reject(new Error('COMMIT failed')),
          reject: async () => {
            rolledBack = true
          },
        },
      },
    }
    // When this rejects, Payload reports a failed commit itself and reliableWrites' check of
    // the outcome may go.
    await expect(drizzleAdapter.commitTransaction.call(adapter as never, 't1')).resolves.toBe(
      undefined,
    )
    expect(rolledBack).toBe(true)
  })

  it('signs session tokens that the staff check of src/server/staffSessions.mjs accepts', async () => {
    const secret = 'upstream-test-secret'
    const sign = (tokenExpiration: number, key = secret) =>
      jwtSign({
        fieldsToSign: { id: 1, collection: 'users', sid: 'session-1' },
        secret: key,
        tokenExpiration,
      }).then(({ token }) => token)
    const check = signedWith(secret)
    expect(await check(await sign(60))).toBe(true)
    expect(await check(await sign(60, 'another-secret'))).toBe(false)
    expect(await check(await sign(-60))).toBe(false)
    // Payload's own strategy verifies the same way, so the two agree on what is signed.
    const strategy = sourceOf(path.join(payloadDist, 'auth/strategies/jwt.js'))
    expect(strategy).toContain('const secretKey = new TextEncoder().encode(payload.secret);')
    expect(strategy).toContain('await jwtVerify(token, secretKey);')
  })

  it('reads the session token where sessionToken() in src/server/staffSessions.mjs looks', () => {
    const extract = sourceOf(path.join(payloadDist, 'auth/extractJWT.js'))
    expect(extract).toContain('const tokenCookieName = `${payload.config.cookiePrefix}-token`;')
    expect(extract).toContain("return jwtFromHeader.replace('Bearer ', '');")
    expect(extract).toContain("return jwtFromHeader.replace('JWT ', '');")
    expect(sourceOf(path.join(payloadDist, 'config/defaults.js'))).toContain(
      "cookiePrefix: 'payload',",
    )
    expect(sessionToken({ cookie: 'a=b; payload-token=t1' })).toBe('t1')
    expect(sessionToken({ authorization: 'Bearer t2' })).toBe('t2')
    expect(sessionToken({ authorization: 'JWT t3' })).toBe('t3')
  })
})

describe('libsql', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'upstream-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('hands its connection to a transaction and reads on a new one after (tursodatabase/libsql-client-ts#105)', async () => {
    // src/database/sqliteClient.ts keeps the client's connection and reuses transactions' own.
    const client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
    await client.execute('CREATE TEMP TABLE mine (x)')
    const transaction = await client.transaction('write')
    await transaction.commit()
    await expect(client.execute('SELECT count(*) FROM temp.mine')).rejects.toThrow(/no such table/)
    client.close()
  })
})

describe('next-intl', () => {
  it('reads the language of its client navigation with useLocale (amannn/next-intl#1825)', () => {
    // src/i18n/navigation.tsx takes it from a context of its own, so no provider is needed.
    const root = require.resolve('next-intl').replace(/(node_modules\/next-intl)\/.*$/, '$1')
    const navigation = path.join(
      root,
      'dist/esm/production/navigation/react-client/createNavigation.js',
    )
    expect(sourceOf(navigation)).toMatch(/import\{useLocale as \w+\}from"use-intl"/)
  })
})
