import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { servedFrom } from '@/uploads/serving'

let dir: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'served-'))
  await writeFile(path.join(dir, 'logo.png'), 'png')
  await mkdir(path.join(dir, 'folder'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function serve(filename: string) {
  const [handler] = servedFrom(dir, 'public').handlers ?? []
  const req = {} as PayloadRequest
  const answer = await handler!(req, { doc: { id: 1 }, params: { collection: 'media', filename } })
  return answer instanceof Response
    ? {
        status: answer.status,
        body: await answer.json(),
        cache: answer.headers.get('cache-control'),
      }
    : answer
}

describe('servedFrom on disk', () => {
  it('leaves a file that is there to Payload', async () => {
    expect(await serve('logo.png')).toBeUndefined()
  })

  it('answers 404, never cached, for a name with no file behind it', async () => {
    const notFound = {
      status: 404,
      body: { message: 'File not found.', errors: [{ message: 'File not found.' }] },
      cache: 'no-store',
    }
    expect(await serve('gone.png')).toEqual(notFound)
    expect(await serve('folder')).toEqual(notFound)
    expect(await serve('logo.png/inside')).toEqual(notFound)
  })

  it('leaves a name that leaves the folder to Payload to refuse', async () => {
    expect(await serve('../elsewhere.png')).toBeUndefined()
  })
})
