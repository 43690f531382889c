import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'

import pLimit from 'p-limit'

import { dialectOf } from '@/database/url'
import { settings } from '@/settings.mjs'
import {
  removeStoredFiles,
  storedFilePages,
  uploadFolders,
  writeStoredFile,
  type StoredCollection,
  type StoredFile,
} from '@/uploads/storage'

import { databaseFileName, databaseIsEmpty, restoreDatabase, tableSums } from './database'
import {
  decryptedLines,
  decryptFile,
  decryptFileTo,
  decrypterWith,
  decryptionFailure,
} from './encryption'
import { FILE_SUMS, FILES_FOLDER, fileSha256, layoutOf, readManifest, sha256 } from './manifest'
import { mebibytes, refuse } from './report'

/**
 * `npm run restore <backup> [-- --identity <file>]` brings a backup (`npm run backup`) back into
 * an empty deployment: the DATABASE_URL, DATA_DIR and S3_BUCKET of a site that has not started
 * yet. It checks the backup first, then copies the files (each checked against its hash), then
 * the database (whole or not at all), and last compares every restored table with the hash the
 * backup took. Start the site afterwards: it applies the migrations a newer version brings.
 *
 * An encrypted backup is opened with an age identity: the file `--identity` names, or the
 * identity itself in BACKUP_IDENTITY. It is decrypted a file at a time as it is restored; only
 * the database copy is decrypted to a file first (pg_restore and SQLite read one), in a folder of
 * the owner's own that is removed when the restore ends.
 */
const { positionals, values } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { identity: { type: 'string' } } })
  } catch (error) {
    return refuse(
      `${(error as Error).message} (npm run restore -- <backup folder> [--identity <file>])`,
    )
  }
})()
const [from] = positionals
if (!from) refuse('Name the backup to restore: npm run restore <backup folder>')

const started = Date.now()
const backup = path.resolve(from)
const manifest = await readManifest(backup).catch((error: Error) => refuse(error.message))
const url = settings.databaseUrl
const dialect = dialectOf(url)
if (manifest.dialect !== dialect)
  refuse(
    `This backup holds a ${manifest.dialect} database, and DATABASE_URL names a ${dialect} one.`,
  )

const encrypted = manifest.format === 2
const layout = layoutOf(databaseFileName(dialect), encrypted)
const decrypter = encrypted ? await decrypterFor(manifest.encryptedTo ?? []) : null

/** The identity an encrypted backup is opened with, from `--identity` or BACKUP_IDENTITY. */
async function decrypterFor(recipients: string[]) {
  const named = values.identity
  const identities = named
    ? await readFile(named, 'utf8').catch((error: Error) =>
        refuse(`--identity ${named} cannot be read: ${error.message}`),
      )
    : settings.backupIdentity
  if (identities === undefined)
    refuse(
      `This backup is encrypted (to ${recipients.join(', ')}): give the identity that opens it with --identity <file> or BACKUP_IDENTITY.`,
    )
  const decrypter = decrypterWith(identities, named ? `--identity ${named}` : 'BACKUP_IDENTITY')
  return typeof decrypter === 'string' ? refuse(decrypter) : decrypter
}

if (!(await databaseIsEmpty(url)))
  refuse(
    'The database already holds data. Restore into an empty deployment (a new DATA_DIR, or an empty ' +
      'PostgreSQL database) before the site first starts there.',
  )
for (const collection of Object.keys(uploadFolders) as StoredCollection[]) {
  const pages = storedFilePages(collection, 1)
  const { done } = await pages.next()
  await pages.return(undefined)
  if (!done)
    refuse(`The upload storage already holds ${collection} files. Restore into empty storage.`)
}

const storedDatabase = path.join(backup, layout.database)
const databaseFile = decrypter ? await decryptedDatabase() : storedDatabase
if ((await fileSha256(databaseFile).catch(() => null)) !== manifest.database.sha256)
  refuse(`${storedDatabase} is missing or damaged: its hash is not the one the backup took.`)

/** The database copy decrypted into a folder of the owner's own, removed when the restore ends. */
async function decryptedDatabase(): Promise<string> {
  // mkdtemp makes the folder 0700; the umask is left alone, for the files restored into DATA_DIR.
  const folder = mkdtempSync(path.join(tmpdir(), 'rafeef-restore-'))
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }))
  const plain = path.join(folder, databaseFileName(dialect))
  await decryptFileTo(decrypter!, storedDatabase, plain).catch((error: unknown) =>
    refuse(`Nothing was restored: ${layout.database}: ${decryptionFailure(error)}.`),
  )
  return plain
}

/** `files/<folder>/<name>` back to the collection it belongs to; anything else is refused. */
const collectionOfFolder = new Map(
  Object.entries(uploadFolders).map(([collection, folder]) => [
    folder,
    collection as StoredCollection,
  ]),
)
function storedFileOf(relative: string): StoredFile | undefined {
  const filename = path.posix.basename(relative)
  const collection = collectionOfFolder.get(
    path.posix.dirname(relative).slice(FILES_FOLDER.length + 1),
  )
  const plainName = filename !== '..' && filename !== '.' && !/[\\\0]/.test(filename)
  return relative.startsWith(`${FILES_FOLDER}/`) && collection && plainName
    ? { collection, filename }
    : undefined
}

/** Restores the file of the list's `number`th line (from 1). */
async function restoreFile(line: string, number: number): Promise<number> {
  const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line)
  const file = match && storedFileOf(match[2]!)
  if (!match || !file) throw new Error(`${FILE_SUMS} has a line this restore cannot read: ${line}`)
  const stored = layout.storedFile(match[2]!, number)
  const body = decrypter
    ? await decryptFile(decrypter, path.join(backup, stored)).catch((error: unknown) => {
        throw new Error(`${stored} (${match[2]}): ${decryptionFailure(error)}`)
      })
    : await readFile(path.join(backup, stored))
  if (sha256(body) !== match[1]) throw new Error(`${match[2]} is damaged: its hash differs.`)
  await writeStoredFile(file, body)
  return body.length
}

/** Takes back every file written: the storage was empty, and a failed restore leaves it so. */
async function removeRestoredFiles() {
  for (const collection of Object.keys(uploadFolders) as StoredCollection[]) {
    for await (const page of storedFilePages(collection)) {
      await removeStoredFiles(page.map(({ filename }) => ({ collection, filename })))
    }
  }
}

const limit = pLimit(8)
const files = { count: 0, bytes: 0 }
try {
  const sums = path.join(backup, layout.fileSums)
  const lines = decrypter
    ? decryptedLines(decrypter, sums)
    : createInterface({ input: createReadStream(sums) })
  let page: Promise<number>[] = []
  let number = 0
  // Every file of the page settles before a failure is reported: one still being written when the
  // written ones are taken back would be left behind in storage that must end up empty.
  const settle = async () => {
    const settled = await Promise.allSettled(page)
    page = []
    const failed = settled.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    for (const result of settled) {
      files.count += 1
      files.bytes += (result as PromiseFulfilledResult<number>).value
    }
  }
  for await (const line of lines) {
    if (line === '') continue
    const ofLine = ++number
    page.push(limit(() => restoreFile(line, ofLine)))
    if (page.length === 1000) await settle()
  }
  await settle()
  if (files.count !== manifest.files.count)
    throw new Error(
      `${FILE_SUMS} lists ${files.count} files; the backup copied ${manifest.files.count}.`,
    )
} catch (error) {
  await removeRestoredFiles()
  refuse(`Nothing was restored: ${(error as Error).message}`)
}
console.log(`Files restored: ${files.count}, ${mebibytes(files.bytes)}`)

try {
  await restoreDatabase(url, databaseFile)
} catch (error) {
  await removeRestoredFiles()
  refuse(`Nothing was restored: the database could not be: ${(error as Error).message}`)
}
const restored = await tableSums(url)
const differing = Object.keys({ ...manifest.tables, ...restored }).filter(
  (table) =>
    restored[table]?.sha256 !== manifest.tables[table]?.sha256 ||
    restored[table]?.rows !== manifest.tables[table]?.rows,
)
if (differing.length > 0)
  refuse(`The restored database differs from the backup in these tables: ${differing.join(', ')}`)
console.log(
  `Database restored: ${Object.keys(restored).length} tables, every row as the backup took it`,
)
console.log(`Restore finished: ${backup} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
