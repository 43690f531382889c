import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sqliteClient } from '@/database/sqliteClient'

let dir: string
let url: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-client-'))
  url = `file:${path.join(dir, 'test.db')}`
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

// A temporary table lives on the connection that made it: seeing it tells which connection ran.
const sees = async (run: { execute: (sql: string) => Promise<unknown> }, table: string) =>
  run.execute(`SELECT count(*) FROM temp.${table}`).then(
    () => true,
    () => false,
  )

describe('the SQLite client', () => {
  it('runs every transaction on one reused connection and keeps its own for reads', async () => {
    const client = sqliteClient(url, ['PRAGMA synchronous = FULL'])
    await client.execute('CREATE TABLE messages (body TEXT)')
    await client.execute('CREATE TEMP TABLE reads (x)')

    const first = await client.transaction('write')
    await first.execute('CREATE TEMP TABLE writes (x)')
    await first.execute("INSERT INTO messages VALUES ('one')")
    expect(await sees(first, 'reads')).toBe(false)
    await first.commit()

    const second = await client.transaction('write')
    expect(await sees(second, 'writes')).toBe(true)
    expect((await second.execute('PRAGMA synchronous')).rows[0]?.[0]).toBe(2)
    await second.execute("INSERT INTO messages VALUES ('two')")
    await second.rollback()

    expect(await sees(client, 'reads')).toBe(true)
    expect((await client.execute('SELECT body FROM messages')).rows.map((row) => row[0])).toEqual([
      'one',
    ])
    client.close()
  })

  it('runs its settings on its own connection before the first statement', async () => {
    const client = sqliteClient(url, [
      'PRAGMA busy_timeout = 4321',
      'PRAGMA journal_mode = WAL',
      'PRAGMA synchronous = FULL',
    ])
    const value = async (pragma: string) => (await client.execute(`PRAGMA ${pragma}`)).rows[0]?.[0]
    expect(await value('busy_timeout')).toBe(4321)
    expect(await value('journal_mode')).toBe('wal')
    expect(await value('synchronous')).toBe(2)
    await client.execute('CREATE TABLE messages (body TEXT)')
    client.close()
    // Kept in the file: byte 18 of the header is 2 for a write-ahead log, 1 for a rollback journal.
    expect(readFileSync(url.slice('file:'.length))[18]).toBe(2)
  })

  it('refuses every statement when a setting fails', async () => {
    const client = sqliteClient(url, ['PRAGMA no such setting'])
    await expect(client.execute('SELECT 1')).rejects.toThrow(/syntax/i)
    client.close()
  })

  it('opens another connection while one is in a transaction, and gives back a failed begin', async () => {
    const client = sqliteClient(url, ['PRAGMA busy_timeout = 0'])
    await client.execute('CREATE TABLE messages (body TEXT)')
    const holding = await client.transaction('write')
    await holding.execute('CREATE TEMP TABLE first (x)')

    // The write lock is taken, so BEGIN IMMEDIATE on a second connection fails at once.
    await expect(client.transaction('write')).rejects.toThrow(/locked|busy/i)
    await holding.commit()

    // Both connections are idle again; the next transactions take them, the last given back first.
    const again = await client.transaction('write')
    expect(await sees(again, 'first')).toBe(true)
    const other = await client.transaction('deferred')
    expect(await sees(other, 'first')).toBe(false)
    await other.commit()
    await again.commit()
    client.close()
  })
})
