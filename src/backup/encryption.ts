import { createReadStream, createWriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { PassThrough, Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { pipeline } from 'node:stream/promises'

import { Decrypter, Encrypter } from 'age-encryption'

/*
 * Backups encrypted to age public keys (`npm run backup -- --encrypt-to age1…`), with typage, the
 * age format's TypeScript implementation by its author: any age tool reads them (`age -d -i key`),
 * and restore reads them with the identity (the private key). Each file of the backup is an age
 * file of its own, so a restore still reads, checks and writes one file at a time, and the
 * manifest stays readable without the key (docs/decisions/061-backups-a-folder-of-plain-files-checked-row-by-row.md, "Backups: a folder of plain files").
 */

/** The suffix of every encrypted file of a backup. */
export const AGE = '.age'

/**
 * An encrypter to the given recipients, or the reason one of them is not an age public key.
 * Checked before anything is copied: a typo must not leave a backup nobody can open.
 */
export function encrypterTo(recipients: string[]): Encrypter | string {
  const encrypter = new Encrypter()
  for (const recipient of recipients) {
    try {
      if (!/^age1[0-9a-z]+$/.test(recipient)) throw new Error('not age1…')
      encrypter.addRecipient(recipient)
    } catch {
      return `--encrypt-to takes an age public key (age1…, from age-keygen), not ${JSON.stringify(recipient)}.`
    }
  }
  return encrypter
}

/**
 * A Node stream as the web stream typage reads. Node types its web streams (`node:stream/web`)
 * apart from the DOM's global `ReadableStream` that typage declares, and the two declarations do
 * not match, though at run time they are one class (Node's global is its own). These two are the
 * only places the backup crosses between them.
 */
const typageStreamOf = (stream: Readable) =>
  Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>
/** A file's bytes as the web stream typage reads. */
const webStreamOf = (file: string) => typageStreamOf(createReadStream(file))
/** typage's web stream as a Node stream. */
const nodeStreamOf = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as WebReadableStream<Uint8Array>)

/** Encrypts a file as it is read (a database copy may be gigabytes). */
export async function encryptFile(encrypter: Encrypter, from: string, to: string): Promise<void> {
  const encrypted = await encrypter.encrypt(webStreamOf(from))
  await pipeline(nodeStreamOf(encrypted), createWriteStream(to))
}

/**
 * A decrypter with the identities of an age identity file's text (`AGE-SECRET-KEY-1…` lines, `#`
 * comments), or the reason it holds none.
 */
export function decrypterWith(identities: string, where: string): Decrypter | string {
  const keys = identities
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const decrypter = new Decrypter()
  if (keys.length === 0) return `${where} holds no age identity (a line AGE-SECRET-KEY-1…).`
  for (const key of keys) {
    try {
      if (!/^AGE-SECRET-KEY-(?:PQ-)?1[0-9A-Z]+$/.test(key)) throw new Error('not AGE-SECRET-KEY-1…')
      decrypter.addIdentity(key)
    } catch {
      return `${where} has a line that is not an age identity: each line is AGE-SECRET-KEY-1… or a # comment.`
    }
  }
  return decrypter
}

/**
 * Decrypts an age file; a wrong key and damaged bytes are told apart from each other only as far
 * as age tells them (its files are authenticated: a changed byte is never decrypted).
 */
export async function decryptFile(decrypter: Decrypter, file: string): Promise<Buffer> {
  return Buffer.from(await decrypter.decrypt(new Uint8Array(await readFile(file))))
}

/** Decrypts an age file into another as it is read. */
export async function decryptFileTo(decrypter: Decrypter, from: string, to: string) {
  const decrypted = await decrypter.decrypt(webStreamOf(from))
  await pipeline(nodeStreamOf(decrypted), createWriteStream(to, { mode: 0o600 }))
}

/** The lines of an encrypted text file, decrypted as they are read. */
export async function* decryptedLines(decrypter: Decrypter, file: string): AsyncGenerator<string> {
  try {
    const decrypted = await decrypter.decrypt(webStreamOf(file))
    yield* createInterface({ input: nodeStreamOf(decrypted) })
  } catch (error) {
    throw new Error(`${path.basename(file)}: ${decryptionFailure(error)}`)
  }
}

/** What age says of a file it cannot open, as an operator reads it. */
export function decryptionFailure(error: unknown): string {
  const message = (error as Error).message
  return /no identity matched/.test(message)
    ? 'the identity given is not one of the keys this backup was encrypted to'
    : `it cannot be decrypted (${message}): it is damaged, or not an age file`
}

/**
 * A text file written encrypted as its lines come (the list of files, which names them: a CV's
 * name may name its owner). `done` settles once the whole age file is on disk.
 */
export function encryptedTextFile(encrypter: Encrypter, to: string) {
  const lines = new PassThrough()
  const done = encrypter
    .encrypt(typageStreamOf(lines))
    .then((encrypted) => pipeline(nodeStreamOf(encrypted), createWriteStream(to)))
  return { write: (text: string) => lines.write(text), end: () => (lines.end(), done) }
}
