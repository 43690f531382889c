import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { groupSync, sqliteClient } from '@/database/sqliteClient'

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

/** A log sync the test ends: how many were asked for, and a way to let the waiting ones go on. */
function heldSync() {
  const waiting: (() => void)[] = []
  return {
    syncLog: () => new Promise<void>((resolve) => waiting.push(resolve)),
    asked: () => waiting.length,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('what the SQLite client acknowledges', () => {
  it('resolves a commit only once the log is synced, with the row already committed', async () => {
    const sync = heldSync()
    const client = sqliteClient(url, ['PRAGMA journal_mode = WAL'], { syncLog: sync.syncLog })
    const creating = client.execute('CREATE TABLE messages (body TEXT)')
    await new Promise((resolve) => setTimeout(resolve, 20))
    sync.release()
    await creating
    const writing = await client.transaction('write')
    await writing.execute("INSERT INTO messages VALUES ('one')")
    const committing = writing.commit()

    expect(await settled(committing)).toBe(false)
    expect(sync.asked()).toBe(1)
    // Committed (another reader sees it); only the acknowledgement waits for the disk.
    expect((await client.execute('SELECT count(*) FROM messages')).rows[0]?.[0]).toBe(1)
    sync.release()
    await committing
    client.close()
  })

  it('waits for the sync after a write outside a transaction, and never after a read', async () => {
    const sync = heldSync()
    const client = sqliteClient(url, ['PRAGMA journal_mode = WAL'], { syncLog: sync.syncLog })
    const creating = client.execute('CREATE TABLE messages (body TEXT)')
    expect(await settled(creating)).toBe(false)
    sync.release()
    await creating

    const inserting = client.execute({
      sql: 'INSERT INTO messages VALUES (?) RETURNING body',
      args: ['one'],
    })
    expect(await settled(inserting)).toBe(false)
    sync.release()
    expect((await inserting).rows[0]?.[0]).toBe('one')

    await client.execute('SELECT body FROM messages')
    await client.execute('PRAGMA journal_mode')
    expect(sync.asked()).toBe(0)
    client.close()
  })

  it('ignores a rollback that comes after its commit, on a connection now in other hands', async () => {
    const client = sqliteClient(url, [])
    await client.execute('CREATE TABLE messages (body TEXT)')
    const first = await client.transaction('write')
    await first.execute("INSERT INTO messages VALUES ('one')")
    await first.commit()
    // The next transaction takes the same connection back from the pool.
    const second = await client.transaction('write')
    await second.execute("INSERT INTO messages VALUES ('two')")
    await first.rollback()
    first.close()
    await second.commit()
    expect((await client.execute('SELECT body FROM messages')).rows.map((row) => row[0])).toEqual([
      'one',
      'two',
    ])
    client.close()
  })

  it('syncs the real log file, also through a link, and a database without one', async () => {
    const file = url.slice('file:'.length)
    const client = sqliteClient(url, ['PRAGMA journal_mode = WAL'])
    await client.execute('CREATE TABLE messages (body TEXT)')
    const writing = await client.transaction('write')
    await writing.execute("INSERT INTO messages VALUES ('one')")
    await writing.commit()
    // The log is there while a connection is open.
    expect(existsSync(`${file}-wal`)).toBe(true)
    const linked = path.join(dir, 'linked.db')
    symlinkSync(file, linked)
    for (const name of [file, linked]) {
      const log = groupSync(name, () => expect.unreachable())
      await expect(log.sync()).resolves.toBeUndefined()
      await log.close()
    }
    client.close()

    const rollbackJournal = path.join(dir, 'journal.db')
    const other = sqliteClient(`file:${rollbackJournal}`, [])
    await other.execute('CREATE TABLE messages (body TEXT)')
    other.close()
    await expect(groupSync(rollbackJournal).sync()).resolves.toBeUndefined()
  })

  it('fails every sync after a failed one, and says so once', async () => {
    // A folder under a file cannot be opened: the first sync fails.
    writeFileSync(path.join(dir, 'plain'), '')
    const failures: unknown[] = []
    const log = groupSync(path.join(dir, 'plain', 'x.db'), (error) => failures.push(error))
    const calls = [log.sync(), log.sync(), log.sync()]
    // The second and third share the sync that begins after the first.
    expect(calls[1]).toBe(calls[2])
    const outcomes = await Promise.allSettled(calls)
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected'])
    await expect(log.sync()).rejects.toThrow(/ENOTDIR/)
    expect(failures).toHaveLength(1)
  })
})
