import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { namesNothing } from '../../src/server/knownAddresses.mjs'

const names = {
  pages: new Set(['motor-insurance', 'who-we-are', 'home']),
  jobs: new Set(['3', '12']),
}

/** Every page route of the app, as the addresses a visitor types (English and Arabic). */
function appPageAddresses(): string[] {
  const addresses: string[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Route groups ((protected)) add no segment; private folders (_components) are no route.
        if (entry.name.startsWith('_')) continue
        const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name]
        walk(path.join(dir, entry.name), [...segments, ...segment])
      } else if (entry.name === 'page.tsx') {
        addresses.push(`/${segments.join('/')}`)
      }
    }
  }
  for (const group of ['(site)', '(embed)']) walk(path.resolve('src/app', group, '[locale]'), [])
  // A dynamic segment takes a value the app knows of: a page name, a job id, a screen kind.
  const filled = addresses.map((address) =>
    address
      .replace('[name]', 'motor-insurance')
      .replace(/\[(?:id|jobId)\]/, '12')
      .replace('[kind]', 'page'),
  )
  return filled.flatMap((address) => [address, address === '/' ? '/ar' : `/ar${address}`])
}

describe('addresses that name nothing', () => {
  it('leave every page route of the app to the app, in both languages', () => {
    const addresses = appPageAddresses()
    expect(addresses.length).toBeGreaterThan(40)
    for (const address of addresses) expect(namesNothing(address, names), address).toBe(false)
  })

  it('are made-up pages, jobs and paths, in both languages', () => {
    for (const address of [
      '/wp-login.php',
      '/.env',
      '/ar/made-up',
      '/made-up?x=1',
      '/career-details/99',
      '/ar/apply-form/7',
      '/wp-admin/setup-config.php',
      '/e-services/made-up',
      '/career-openings/made-up',
      '/not-found-screen/other',
      '/ar/robots.txt',
      '/motor-insurance/extra',
    ])
      expect(namesNothing(address, names), address).toBe(true)
  })

  it('leave the published pages and jobs, root files, redirects and the admin to the app', () => {
    for (const address of [
      '/',
      '/ar',
      '/motor-insurance?utm_source=x',
      '/ar/who-we-are',
      '/career-details/3',
      '/career-openings?title=x',
      '/robots.txt',
      '/sitemap.xml',
      '/icon.svg',
      '/made-up/',
      '/en/anything',
      '/EN/anything',
      '//contact-us',
      '/admin/collections/pages',
      '/preview/anything',
    ])
      expect(namesNothing(address, names), address).toBe(false)
  })

  it('leave everything to the app until the names are known', () => {
    expect(namesNothing('/wp-login.php', null)).toBe(false)
  })
})
