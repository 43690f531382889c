import { mkdir, open, opendir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import { lookup } from 'mime-types'
import type { Plugin, UploadCollectionSlug } from 'payload'

import { settings } from '@/settings.mjs'

/**
 * Where each upload collection keeps its files: a folder under DATA_DIR by default, or, with
 * S3_BUCKET set, that folder's name as a prefix in the bucket (so files copied from disk to the
 * bucket keep their place). The private ones stay under `private/`.
 */
export const uploadFolders = {
  media: 'media',
  documents: 'documents',
  'job-application-cvs': 'job-application-cvs',
  'request-documents': path.posix.join('private', 'request-documents'),
} as const satisfies Partial<Record<UploadCollectionSlug, string>>

export type StoredCollection = keyof typeof uploadFolders

/** The disk folder of a collection (used when no bucket is set). */
export function staticDirOf(collection: StoredCollection): string {
  return path.resolve(settings.dataDir, ...uploadFolders[collection].split('/'))
}

type S3Settings = { bucket: string; config: S3ClientConfig }

/** The bucket and client settings from the environment, or undefined to keep files on disk. */
export function s3Settings(): S3Settings | undefined {
  const s3 = settings.s3
  if (!s3) return undefined
  const { bucket, endpoint, accessKeyId, secretAccessKey } = s3
  return {
    bucket,
    config: {
      region: s3.region,
      endpoint,
      forcePathStyle: s3.forcePathStyle,
      // Without keys the SDK finds its own (instance role, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // S3-compatible servers (an endpoint of one's own) often reject the SDK's newer default
      // checksums; Amazon's S3 takes either.
      ...(endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    },
  }
}

export const storesInS3 = (): boolean => s3Settings() !== undefined

/**
 * Payload's S3 storage for every upload collection, switched on by S3_BUCKET. Files are written
 * private (no public ACL) and served only through Payload's file route after the collection's
 * access check, so CVs and request documents stay as private as on disk. The plugin's `prefix`
 * field is in the schema either way, so one set of migrations fits both.
 */
export function uploadStorage(): Plugin {
  const settings = s3Settings()
  return s3Storage({
    enabled: settings !== undefined,
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
    acl: 'private',
    collections: Object.fromEntries(
      Object.entries(uploadFolders).map(([slug, prefix]) => [slug, { prefix }]),
    ),
  })
}

let client: S3Client | undefined
const s3Client = (settings: S3Settings) => (client ??= new S3Client(settings.config))

export type StoredFile = { collection: StoredCollection; filename: string }

/** A file's key in the bucket: its collection's folder and its name. */
const keyOf = ({ collection, filename }: StoredFile) =>
  path.posix.join(uploadFolders[collection], filename)

/** A file's place on disk (without a bucket). */
const diskPathOf = ({ collection, filename }: StoredFile) =>
  path.join(staticDirOf(collection), filename)

/** Removes files a submission wrote but did not commit; a file already gone counts as removed. */
export async function removeStoredFiles(files: StoredFile[]): Promise<void> {
  const settings = s3Settings()
  await Promise.all(
    files.map((file) =>
      settings
        ? s3Client(settings).send(
            new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(file) }),
          )
        : rm(diskPathOf(file), { force: true }),
    ),
  )
}

/** A stored file; `modifiedMs` when the listing gives it (S3), else ask `fileModifiedMs`. */
export type ListedFile = { filename: string; modifiedMs?: number }

/**
 * Every file a collection has in storage, in pages of at most `pageSize`: a decade of CVs is too
 * many names to hold at once. On disk only the names are read (a stat per file is most of the
 * cost of a walk over hundreds of thousands); S3 lists each object's date anyway.
 */
export async function* storedFilePages(
  collection: StoredCollection,
  pageSize = 1000,
): AsyncGenerator<ListedFile[]> {
  const settings = s3Settings()
  if (!settings) {
    const folder = await opendir(staticDirOf(collection)).catch(() => null)
    if (!folder) return
    let page: ListedFile[] = []
    for await (const entry of folder) {
      if (!entry.isFile()) continue
      page.push({ filename: entry.name })
      if (page.length === pageSize) {
        yield page
        page = []
      }
    }
    if (page.length > 0) yield page
    return
  }
  const prefix = `${uploadFolders[collection]}/`
  let token: string | undefined
  do {
    const listed = await s3Client(settings).send(
      new ListObjectsV2Command({
        Bucket: settings.bucket,
        Prefix: prefix,
        ContinuationToken: token,
        MaxKeys: pageSize,
      }),
    )
    const page: Required<ListedFile>[] = []
    for (const object of listed.Contents ?? []) {
      const filename = object.Key?.slice(prefix.length)
      // Deeper keys belong to another collection's prefix (none is nested today).
      if (filename && !filename.includes('/'))
        page.push({ filename, modifiedMs: object.LastModified?.getTime() ?? 0 })
    }
    if (page.length > 0) yield page
    token = listed.IsTruncated ? listed.NextContinuationToken : undefined
  } while (token)
}

/** When a file on disk was last written, or null when it is gone. */
export async function fileModifiedMs(
  collection: StoredCollection,
  filename: string,
): Promise<number | null> {
  return stat(diskPathOf({ collection, filename })).then(
    (info) => info.mtimeMs,
    () => null,
  )
}

/** A stored file's bytes, or null when it is gone. */
export async function readStoredFile(file: StoredFile): Promise<Buffer | null> {
  const settings = s3Settings()
  if (!settings) {
    return readFile(diskPathOf(file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
  }
  try {
    const object = await s3Client(settings).send(
      new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(file) }),
    )
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0)
  } catch (error) {
    if (error instanceof NoSuchKey) return null
    throw error
  }
}

/**
 * Stores a file under its name (a restore). On disk it is synced before this resolves and an
 * existing file is never overwritten; in S3 it gets the type its name says, as an upload would.
 */
export async function writeStoredFile(file: StoredFile, body: Buffer): Promise<void> {
  const settings = s3Settings()
  if (settings) {
    await s3Client(settings).send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: keyOf(file),
        Body: body,
        ContentType: lookup(file.filename) || 'application/octet-stream',
        ACL: 'private',
      }),
    )
    return
  }
  await mkdir(staticDirOf(file.collection), { recursive: true })
  const handle = await open(diskPathOf(file), 'wx')
  try {
    await handle.writeFile(body)
    await handle.datasync()
  } finally {
    await handle.close()
  }
}
