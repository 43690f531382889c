// On both databases: each is backed up and restored its own way (the SQLite file, pg_dump).
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { generateX25519Identity, identityToRecipient } from 'age-encryption'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploadFolders } from '@/uploads/storage'

import { runNpmScript } from '../helpers/npmScript'
import { inventory } from './inventory'
import { report } from './report'
import { emptySite, newSite, type Site } from './site'
import {
  type Answer,
  byStatus,
  firstJobId,
  sendApplication,
  sendCancellation,
  sendContact,
} from './submissions'

let source: Site
let restored: Site
let restoredEncrypted: Site

beforeAll(async () => {
  source = await newSite()
  await source.start()
  restored = await emptySite()
  restoredEncrypted = await emptySite()
})

afterAll(async () => {
  await Promise.all([source.stop(), restored.stop(), restoredEncrypted.stop()])
})

/** A backup command run against a site's data, as an operator runs it. */
const npmRun = (script: string, args: string[], site: Site) =>
  runNpmScript(script, args, {
    DATA_DIR: site.dataDir,
    DATABASE_URL: site.databaseUrl,
    PAYLOAD_SECRET: 'reliability-secret',
  })

const cvFolder = (site: Site) =>
  path.join(site.dataDir, ...uploadFolders['job-application-cvs'].split('/'))

/** Every stored file of a site by its place, with the hash of its bytes. */
function storedFiles(site: Site): Map<string, string> {
  const files = new Map<string, string>()
  for (const folder of Object.values(uploadFolders)) {
    const dir = path.join(site.dataDir, ...folder.split('/'))
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const hash = createHash('sha256').update(readFileSync(path.join(dir, name)))
      files.set(path.posix.join(folder, name), hash.digest('hex'))
    }
  }
  return files
}

/** Every folder and file under a backup, by its path inside it, with its permission bits. */
function modes(folder: string): Map<string, string> {
  const found = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const mode = (statSync(full).mode & 0o777).toString(8)
      found.set(path.relative(folder, full), `${entry.isDirectory() ? 'folder' : 'file'} ${mode}`)
      if (entry.isDirectory()) walk(full)
    }
  }
  found.set('.', `folder ${(statSync(folder).mode & 0o777).toString(8)}`)
  walk(folder)
  return found
}

/** Whether every folder of a backup is 0700 and every file 0600: its owner's only. */
function ownerOnly(folder: string): string[] {
  return [...modes(folder)]
    .filter(([, mode]) => mode !== 'folder 700' && mode !== 'file 600')
    .map(([file, mode]) => `${file}: ${mode}`)
}

type Sent = { answer: Answer; answeredAt: number }

describe('backup and restore', () => {
  it('backs up a site under write load and restores every row and file into an empty one', async () => {
    const jobId = await firstJobId(source.url)
    const sent: Sent[] = []
    let writing = true
    const writer = async (worker: number) => {
      for (let i = worker; writing; i += 4) {
        const answer = await [
          () => sendContact(source.url, i),
          () => sendCancellation(source.url),
          () => sendApplication(source.url, jobId),
        ][i % 3]!()
        sent.push({ answer, answeredAt: Date.now() })
      }
    }
    const acknowledged = () => sent.filter(({ answer }) => answer.status === 201)
    const load = Promise.all([0, 1, 2, 3].map(writer))
    await expect.poll(() => acknowledged().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(30)

    // An upload caught half-written: on disk before the row naming it commits. The load makes
    // such files too, but only now and then at the moment the backup reads them.
    const halfWritten = path.join(cvFolder(source), 'cv-being-written.pdf')
    writeFileSync(halfWritten, '%PDF-1.7\n')

    const backupStarted = Date.now()
    const backupsDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-backups-'))
    // Whatever the umask of the shell or cron that runs it, a backup is its owner's only.
    const umask = process.umask(0o000)
    const backup = await npmRun('backup', ['--to', backupsDir], source).finally(() =>
      process.umask(umask),
    )
    const backupEnded = Date.now()
    writing = false
    await load
    rmSync(halfWritten)
    expect(backup.code, backup.output).toBe(0)
    const folder = /Backup written: (\S+)/.exec(backup.output)?.[1]
    expect(path.dirname(folder!), backup.output).toBe(backupsDir)
    // A backup holds the files its rows name, each whole, and no other.
    expect(readFileSync(path.join(folder!, 'files.sha256'), 'utf8')).not.toContain(
      path.basename(halfWritten),
    )
    expect(ownerOnly(folder!)).toEqual([])
    expect(modes(folder!).size).toBeGreaterThan(10)

    // An empty deployment refuses nothing; one that holds data is never overwritten.
    const intoUsed = await npmRun('restore', [folder!], source)
    expect(intoUsed.code).toBe(1)
    expect(intoUsed.output).toMatch(/already holds data/)

    const restoreStarted = Date.now()
    const restore = await npmRun('restore', [folder!], restored)
    const restoreSeconds = (Date.now() - restoreStarted) / 1000
    expect(restore.code, restore.output).toBe(0)
    // The restore compared every table, row by row, with the hash the backup took of its snapshot.
    expect(restore.output).toMatch(/every row as the backup took it/)

    await restored.start()
    const after = await inventory(restored)
    const keptBy = {
      contact: after.contactIds,
      cancellation: after.requestReferences,
      application: after.applicationReferences,
    }
    const beforeBackup = acknowledged().filter(({ answeredAt }) => answeredAt < backupStarted)
    const lost = beforeBackup.filter(({ answer }) => !keptBy[answer.kind].has(answer.key!))
    const duringBackup = acknowledged().filter(
      ({ answeredAt }) => answeredAt >= backupStarted && answeredAt <= backupEnded,
    )
    // Every file restored has the bytes the site held (files are never changed in place).
    const sourceFiles = storedFiles(source)
    const restoredFiles = storedFiles(restored)
    const changed = [...restoredFiles].filter(([file, hash]) => sourceFiles.get(file) !== hash)
    const pages = await Promise.all(
      ['/', '/ar', '/career-openings'].map(
        async (page) => (await fetch(restored.url + page)).status,
      ),
    )

    report('backup under write load, restored into an empty site', {
      sent: sent.length,
      answered: byStatus(sent.map(({ answer }) => answer)),
      acknowledgedBeforeBackup: beforeBackup.length,
      acknowledgedWhileBackingUp: duringBackup.length,
      backupSeconds: (backupEnded - backupStarted) / 1000,
      restoreSeconds,
      restoredFiles: restoredFiles.size,
      lost: lost.length,
      changedFiles: changed.length,
      missingFiles: after.missingFiles.length,
      pages,
    })

    expect(sent.filter(({ answer }) => answer.status >= 500)).toEqual([])
    expect(lost).toEqual([])
    expect(
      duringBackup.length,
      'the site kept taking submissions while backing up',
    ).toBeGreaterThan(0)
    expect(restoredFiles.size).toBeGreaterThan(beforeBackup.length / 3)
    expect(changed).toEqual([])
    expect(after.missingFiles).toEqual([])
    expect(pages).toEqual([200, 200, 200])

    // A nightly backup with --keep 1 leaves only itself.
    const nightly = await npmRun('backup', ['--to', backupsDir, '--keep', '1'], source)
    expect(nightly.code, nightly.output).toBe(0)
    expect(readdirSync(backupsDir)).toEqual([
      path.basename(/Backup written: (\S+)/.exec(nightly.output)![1]!),
    ])
  })

  it('encrypts a backup to age keys: none of its bytes readable, restored row for row with either key', async () => {
    // A row and files whose text must appear nowhere in the encrypted backup.
    const visitor = await sendContact(source.url, 424242)
    expect(visitor.status).toBe(201)
    expect((await sendApplication(source.url, await firstJobId(source.url))).status).toBe(201)
    const plainNames = [...storedFiles(source).keys()].map((file) => path.posix.basename(file))
    expect(plainNames.some((name) => name.endsWith('.pdf'))).toBe(true)

    const keys = await Promise.all([generateX25519Identity(), generateX25519Identity()])
    const recipients = await Promise.all(keys.map((key) => identityToRecipient(key)))
    const backupsDir = mkdtempSync(path.join(tmpdir(), 'rafeef-rel-backups-enc-'))
    const refusedKey = await npmRun(
      'backup',
      ['--to', backupsDir, '--encrypt-to', 'age1typo'],
      source,
    )
    expect(refusedKey.code).toBe(1)
    expect(refusedKey.output).toContain('--encrypt-to takes an age public key')
    expect(readdirSync(backupsDir)).toEqual([])

    const umask = process.umask(0o000)
    const backup = await npmRun(
      'backup',
      ['--to', backupsDir, ...recipients.flatMap((recipient) => ['--encrypt-to', recipient])],
      source,
    ).finally(() => process.umask(umask))
    expect(backup.code, backup.output).toBe(0)
    const folder = /Backup written: (\S+)/.exec(backup.output)![1]!
    expect(ownerOnly(folder)).toEqual([])

    // No file but the manifest is readable, and the manifest holds counts and hashes only.
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
      format: number
      encryptedTo: string[]
      files: { count: number }
    }
    expect(manifest).toMatchObject({ format: 2, encryptedTo: recipients })
    const stored = [...modes(folder)].filter(([, mode]) => mode.startsWith('file'))
    expect(stored.length).toBe(manifest.files.count + 3)
    const known = [
      'Visitor 424242',
      'visitor424242@example.com',
      'Question number 424242',
      'SQLite format 3',
      ...plainNames,
    ]
    const readable = stored.flatMap(([file]) => {
      const bytes = readFileSync(path.join(folder, file))
      if (file !== 'manifest.json')
        expect(bytes.subarray(0, 21).toString()).toBe('age-encryption.org/v1')
      return known.filter((text) => bytes.includes(text)).map((text) => `${file}: ${text}`)
    })
    expect(readable).toEqual([])

    // Without its key, or with another, nothing is restored.
    const withoutKey = await npmRun('restore', [folder], restoredEncrypted)
    expect(withoutKey.code).toBe(1)
    expect(withoutKey.output).toContain('give the identity that opens it with --identity <file>')
    const otherKey = path.join(backupsDir, 'other-identity.txt')
    writeFileSync(otherKey, `${await generateX25519Identity()}\n`, { mode: 0o600 })
    const wrongKey = await npmRun('restore', [folder, '--identity', otherKey], restoredEncrypted)
    expect(wrongKey.code).toBe(1)
    expect(wrongKey.output).toContain('is not one of the keys this backup was encrypted to')

    // Either recipient's identity opens it: the second one, from the environment.
    const restore = await runNpmScript('restore', [folder], {
      DATA_DIR: restoredEncrypted.dataDir,
      DATABASE_URL: restoredEncrypted.databaseUrl,
      PAYLOAD_SECRET: 'reliability-secret',
      BACKUP_IDENTITY: keys[1],
    })
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toMatch(/every row as the backup took it/)
    const sourceFiles = storedFiles(source)
    const restoredFiles = storedFiles(restoredEncrypted)
    expect(restoredFiles.size).toBe(manifest.files.count)
    expect([...restoredFiles].filter(([file, hash]) => sourceFiles.get(file) !== hash)).toEqual([])

    // And the site runs on it, with the row it was backed up with.
    await restoredEncrypted.start()
    expect((await inventory(restoredEncrypted)).contactIds.has(visitor.key!)).toBe(true)
    report('encrypted backup, restored into an empty site', {
      files: manifest.files.count,
      recipients: recipients.length,
      readable: readable.length,
    })
  })
})
