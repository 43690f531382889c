import path from 'node:path'

import {
  type CollectionSlug,
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { removeStoredFiles, type StoredFile } from '@/uploads/storage'

/** Where an upload collection keeps a file of this name on disk (when there is no S3 bucket). */
export function storedFilePath(
  payload: Payload,
  collection: CollectionSlug,
  filename: string,
): string {
  const staticDir = payload.collections[collection]?.config.upload?.staticDir
  if (!staticDir) throw new Error(`${collection} does not keep files on disk`)
  return path.join(staticDir, filename)
}

/**
 * Runs a submission's writes (its rows, its uploads, its reference) as one transaction: every
 * Local API call inside must pass the `req` it is given. When the transaction does not commit,
 * nothing of it is in the database and the files named in `files` (the uploads it wrote, which
 * Payload writes to disk or S3 with the row and does not remove) are deleted; the error is rethrown.
 * A failed COMMIT rejects too (see reliableWrites.ts), so a resolved promise means stored.
 */
export async function writeAtomically<T>(
  payload: Payload,
  files: StoredFile[],
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  try {
    await initTransaction(req)
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    await removeStoredFiles(files)
    throw error
  }
}
