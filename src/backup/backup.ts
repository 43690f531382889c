import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { parseArgs } from 'node:util'

import pLimit from 'p-limit'

import { dialectOf } from '@/database/url'
import { settings } from '@/settings.mjs'
import { readStoredFile, uploadFolders, type StoredCollection } from '@/uploads/storage'

import { databaseFileName, snapshotDatabase, tableOf } from './database'
import { encryptedTextFile, encryptFile, encrypterTo } from './encryption'
import { FILES_FOLDER, fileSha256, layoutOf, sha256, writeManifest } from './manifest'
import { mebibytes, refuse } from './report'

/**
 * `npm run backup [-- --to <folder>] [--keep <n>] [--encrypt-to <age1…> …]` copies everything the
 * site holds while it runs: the database (one consistent snapshot) and every upload collection's
 * files, on disk or in S3, into a folder named for the moment, under BACKUP_DIR (`backups`) unless
 * `--to` says otherwise. The folder is written as `<name>.partial` and renamed when whole.
 * `--keep <n>` then removes all but the newest n backups there. With `--encrypt-to` (once per
 * key), every file but the manifest is encrypted to those age public keys (encryption.ts).
 *
 * A backup holds every visitor's ID numbers and CVs: it is its owner's only, folders 0700 and
 * files 0600, whatever the umask of the shell or cron that runs it. The umask is set rather than
 * each mode, so that the files SQLite and pg_dump create are covered too.
 *
 * The files copied are those the snapshot's rows name, read after it, so every one is whole and
 * there unless it was deleted while the backup ran (its row is then gone from the next backup).
 * A file written meanwhile belongs to a row the snapshot does not hold, and is left out.
 */
process.umask(0o077)
const { values } = (() => {
  try {
    return parseArgs({
      options: {
        to: { type: 'string' },
        keep: { type: 'string' },
        'encrypt-to': { type: 'string', multiple: true },
      },
    })
  } catch (error) {
    return refuse(
      `${(error as Error).message} (npm run backup -- [--to <folder>] [--keep <n>] [--encrypt-to <age1…>])`,
    )
  }
})()
const keep = values.keep === undefined ? undefined : Number(values.keep)
if (keep !== undefined && !(Number.isInteger(keep) && keep > 0))
  refuse('--keep takes a whole number of backups to keep, 1 or more.')
const recipients = values['encrypt-to'] ?? []
const encrypter = recipients.length > 0 ? encrypterTo(recipients) : null
if (typeof encrypter === 'string') refuse(encrypter)

/** Files read or written at once: enough to keep S3 busy, few enough for a small machine. */
const PARALLEL_FILES = 8
const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/

/** The list of files, plain: what `sha256sum -c` reads. */
function plainTextFile(file: string) {
  const stream = createWriteStream(file, { mode: 0o600 })
  return {
    write: (text: string) => stream.write(text),
    end: () => (stream.end(), finished(stream)),
  }
}

const started = Date.now()
const createdAt = new Date()
const folder = path.resolve(values.to ?? settings.backupDir)
const name = `backup-${createdAt.toISOString().replace(/[:.]/g, '-')}`
const partial = path.join(folder, `${name}.partial`)
await mkdir(partial, { recursive: true, mode: 0o700 })

const url = settings.databaseUrl
const dialect = dialectOf(url)
const layout = layoutOf(databaseFileName(dialect), encrypter !== null)
const databaseFile = path.join(partial, databaseFileName(dialect))
const sums = encrypter
  ? encryptedTextFile(encrypter, path.join(partial, layout.fileSums))
  : plainTextFile(path.join(partial, layout.fileSums))
const limit = pLimit(PARALLEL_FILES)
const {
  tables,
  copied: { database, files },
} = await snapshotDatabase(url, databaseFile, async (namedFiles) => {
  const database = {
    file: databaseFileName(dialect),
    bytes: (await stat(databaseFile)).size,
    sha256: await fileSha256(databaseFile),
  }
  console.log(
    `Database copied: ${mebibytes(database.bytes)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  const files = { count: 0, bytes: 0, gone: 0 }
  await mkdir(path.join(partial, FILES_FOLDER), { mode: 0o700 })
  for (const collection of Object.keys(uploadFolders) as StoredCollection[]) {
    const relativeFolder = path.posix.join(FILES_FOLDER, uploadFolders[collection])
    if (!encrypter)
      await mkdir(path.join(partial, relativeFolder), { recursive: true, mode: 0o700 })
    for await (const page of namedFiles(tableOf(collection))) {
      await Promise.all(
        page.map((filename) =>
          limit(async () => {
            const body = await readStoredFile({ collection, filename })
            if (!body) {
              files.gone += 1 // deleted since the snapshot, with its row
              return
            }
            const relative = path.posix.join(relativeFolder, filename)
            // Its line's number is taken with the line, before any other file's: an encrypted
            // backup stores the file under it.
            sums.write(`${sha256(body)}  ${relative}\n`)
            files.count += 1
            files.bytes += body.length
            const stored = path.join(partial, layout.storedFile(relative, files.count))
            await writeFile(
              stored,
              encrypter ? await encrypter.encrypt(new Uint8Array(body)) : body,
              { mode: 0o600 },
            )
          }),
        ),
      )
    }
  }
  return { database, files }
})
await sums.end()
// The plain copy was needed until here: the file names were read from it.
if (encrypter) {
  await encryptFile(encrypter, databaseFile, path.join(partial, layout.database))
  await rm(databaseFile)
}

const seconds = (Date.now() - started) / 1000
await writeManifest(partial, {
  format: encrypter ? 2 : 1,
  createdAt: createdAt.toISOString(),
  dialect,
  database: { ...database, file: layout.database },
  tables,
  files: { count: files.count, bytes: files.bytes },
  seconds,
  ...(encrypter ? { encryptedTo: recipients } : {}),
})
const backup = path.join(folder, name)
await rename(partial, backup)
console.log(
  `Files copied: ${files.count}, ${mebibytes(files.bytes)}` +
    (files.gone > 0 ? ` (${files.gone} named by rows were deleted meanwhile)` : ''),
)
console.log(`Backup written: ${backup} in ${seconds.toFixed(1)} s`)

if (keep !== undefined) {
  const older = (await readdir(folder))
    .filter((entry) => BACKUP_NAME.test(entry))
    .sort()
    .reverse()
    .slice(keep)
  for (const entry of older) {
    await rm(path.join(folder, entry), { recursive: true, force: true })
    console.log(`Removed an older backup: ${entry}`)
  }
}
