import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Dialect } from '@/database/url'

import { AGE } from './encryption'

/** A table's rows at the moment of the backup: how many, and a hash of them all in key order. */
export type TableSum = { rows: number; sha256: string }

/**
 * What a backup holds, written last so that a folder with a manifest is a whole backup. Restore
 * checks every file against `files.sha256` and every restored table against `tables`.
 *
 * Format 2 is an encrypted backup (`--encrypt-to`): the manifest stays plain, and every other file
 * is an age file (encryption.ts): the database copy and the list of files get `.age` after their
 * names, and the file on the list's nth line is stored as `files/<n>.age`, so that no name of a
 * file (which may name its owner) is left readable. Hashes and sizes are those of the plain
 * bytes, so a restore checks what it decrypted. A version that reads only format 1 refuses it.
 */
export type Manifest = {
  format: 1 | 2
  createdAt: string
  dialect: Dialect
  database: { file: string; bytes: number; sha256: string }
  tables: Record<string, TableSum>
  files: { count: number; bytes: number }
  seconds: number
  /** Format 2: the age public keys it was encrypted to (any one's identity opens it). */
  encryptedTo?: string[]
}

export const MANIFEST = 'manifest.json'
/** One line per file, `<sha256>  files/<folder>/<name>`: what `sha256sum -c` reads. */
export const FILE_SUMS = 'files.sha256'
export const FILES_FOLDER = 'files'

export async function readManifest(backup: string): Promise<Manifest> {
  const text = await readFile(path.join(backup, MANIFEST), 'utf8').catch(() => null)
  if (text === null) throw new Error(`${backup} is not a complete backup: it has no ${MANIFEST}.`)
  const manifest = JSON.parse(text) as Manifest
  const encrypted = manifest.format === 2 && Array.isArray(manifest.encryptedTo)
  if (manifest.format !== 1 && !encrypted)
    throw new Error(`${backup} has a backup format this version cannot read.`)
  return manifest
}

/** Where a backup keeps each of its parts, plain (format 1) or encrypted (format 2). */
export function layoutOf(databaseFile: string, encrypted: boolean) {
  const suffix = encrypted ? AGE : ''
  return {
    database: `${databaseFile}${suffix}`,
    fileSums: `${FILE_SUMS}${suffix}`,
    /** Where the file of the list's `line`th line (from 1) is stored, `relative` its place. */
    storedFile: (relative: string, line: number) =>
      encrypted ? path.posix.join(FILES_FOLDER, `${line}${AGE}`) : relative,
  }
}

export async function writeManifest(backup: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(backup, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
}

export const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex')

/** The hash of a file read as a stream (a database copy may be gigabytes). */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}
