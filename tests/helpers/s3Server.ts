import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Server = { endpoint: string; bucket: string; stop: () => Promise<void> }

/**
 * A throwaway S3-compatible server (s3rver, from npm) on a free loopback port with one empty
 * bucket, its objects in a temporary folder.
 */
export async function startS3(bucket = 'site'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rafeef-s3-'))
  const server = new S3rver({
    // The system picks the port as it binds it, so no other test's server can take it meanwhile.
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** The environment that points the site's uploads at this server. */
export function s3Environment(server: S3Server): Record<string, string> {
  return {
    S3_BUCKET: server.bucket,
    S3_ENDPOINT: server.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
}
