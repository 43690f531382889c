import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken } from './inventory'
import { report } from './report'
import { newSite, type Site } from './site'

let site: Site

beforeAll(async () => {
  site = await newSite()
  await site.start()
})

afterAll(async () => {
  await site.stop()
})

type Section = Record<string, unknown>
type HomePage = { id: number; sections: Section[] }

async function cms<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${site.url}/cms/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
  })
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as T
}

/** Saves the home page's cover title in one language, as an editor does in the admin. */
async function setCoverTitle(token: string, locale: 'en' | 'ar', title: string) {
  const query = `where[name][equals]=home&depth=0&locale=${locale}`
  const { docs } = await cms<{ docs: HomePage[] }>(`/pages?${query}`, token)
  const home = docs[0]!
  const sections = home.sections.map((section, i) => (i === 0 ? { ...section, title } : section))
  await cms(`/pages/${home.id}?locale=${locale}`, token, {
    method: 'PATCH',
    body: JSON.stringify({ sections, _status: 'published' }),
  })
}

async function served(path: string): Promise<string> {
  const answer = await fetch(`${site.url}${path}`)
  expect(answer.status, path).toBe(200)
  return answer.text()
}

/** Asks until the address serves `text` (a save is live within seconds, not at once). */
async function servedWith(path: string, text: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!(await served(path)).includes(text)) {
    if (Date.now() > deadline) throw new Error(`${path} did not show "${text}" within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('(g) a restart after a crash', () => {
  it('serves what the database holds, not a page cached before a later save', async () => {
    const token = await adminToken(site)
    const stamp = Date.now()
    const pages = [
      { locale: 'en', path: '/' },
      { locale: 'ar', path: '/ar' },
    ] as const
    // Each page is rendered and cached with a first title; a second save expires that copy, but
    // nobody asks for the page again before the server is killed.
    for (const { locale, path } of pages) {
      await setCoverTitle(token, locale, `Before the crash ${locale} ${stamp}`)
      await servedWith(path, `Before the crash ${locale} ${stamp}`)
      await servedWith('/api/pages/home', `Before the crash ${locale} ${stamp}`)
      await setCoverTitle(token, locale, `Saved last ${locale} ${stamp}`)
    }
    await site.kill()
    await site.start()

    const answers: Record<string, { saved: boolean; stale: boolean }> = {}
    for (const { locale, path } of pages) {
      for (const address of [path, '/api/pages/home']) {
        const body = await served(address)
        const key = `${address} (${locale})`
        answers[key] = {
          saved: body.includes(`Saved last ${locale} ${stamp}`),
          stale: body.includes(`Before the crash ${locale} ${stamp}`),
        }
      }
    }
    report('(g) restart after a crash', answers)
    for (const [address, answer] of Object.entries(answers)) {
      expect(answer, address).toEqual({ saved: true, stale: false })
    }
  })
})
