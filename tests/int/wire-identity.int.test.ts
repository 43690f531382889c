import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as getHeader } from '@/app/api/headers/route'
import { GET as getJob } from '@/app/api/jobs/[id]/route'
import { GET as getJobs } from '@/app/api/jobs/route'
import { GET as getPage } from '@/app/api/pages/[name]/route'
import { listPageNames } from '@/content'

import { seededPayload } from '../helpers/payload'

/**
 * The content API's answers for the seeded site, byte for byte. A change to the content pipeline
 * (toWire, the CMS fields it reads, the seed) that alters any answer fails here; when the change is
 * meant, `npx vitest run --project int -u tests/int/wire-identity` rewrites the files and the diff
 * shows what changed on the wire.
 */

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/**
 * The answer as text, with what a new seed makes anew each time (the CMS's random row ids, on which
 * the wire's item ids are built, and save times) replaced by names given in order of appearance, so
 * that an id used twice is still seen to be the same one.
 */
async function bodyOf(response: Response): Promise<string> {
  expect(response.status).toBe(200)
  const text = `${JSON.stringify(await response.json(), null, 2)}\n`
  const names = new Map<string, string>()
  return text
    .replace(/\b[0-9a-f]{12}(?=-)|\b[0-9a-f]{24}\b/g, (id) => {
      if (!names.has(id)) names.set(id, `row${names.size + 1}`)
      return names.get(id) as string
    })
    .replace(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/g, '"<saved at>"')
}

const snapshot = (name: string) => `__wire__/${name}.json`

describe('content API answers for the seeded site', () => {
  it('answers every page exactly as recorded', async () => {
    const names = await listPageNames()
    expect(names.length).toBeGreaterThan(30)
    for (const name of names) {
      const response = await getPage(new Request(`http://test/api/pages/${name}`), {
        params: Promise.resolve({ name }),
      })
      await expect(await bodyOf(response)).toMatchFileSnapshot(snapshot(`pages/${name}`))
    }
  })

  it('answers the header exactly as recorded', async () => {
    await expect(await bodyOf(await getHeader())).toMatchFileSnapshot(snapshot('headers'))
  })

  it('answers the job list and each job exactly as recorded', async () => {
    const list = await getJobs(new Request('http://test/api/jobs'))
    const text = await bodyOf(list)
    await expect(text).toMatchFileSnapshot(snapshot('jobs'))
    const ids = (JSON.parse(text).data.jobs as { id: number | string }[]).map((job) =>
      String(job.id),
    )
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      const response = await getJob(new Request(`http://test/api/jobs/${id}`), {
        params: Promise.resolve({ id }),
      })
      await expect(await bodyOf(response)).toMatchFileSnapshot(snapshot(`jobs/${id}`))
    }
  })
})
