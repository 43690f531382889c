import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { namesNoFile, namesNothing, screensOf } from '../../src/server/knownAddresses.mjs'

const names = {
  pages: new Set(['motor-insurance', 'who-we-are', 'home']),
  jobs: new Set(['3', '12']),
}

/**
 * The app's routes as the build lists them (`.next/app-path-routes-manifest.json`), read from the
 * route folders as Next reads them: route groups (`(site)`) add no segment, private folders
 * (`_components`) are no route, `robots.ts` is `/robots.txt`.
 */
function appRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue
        const segment = /^\(.*\)$/.test(entry.name) ? [] : [entry.name]
        walk(path.join(dir, entry.name), [...segments, ...segment])
      } else if (/^(page|route)\.tsx?$/.test(entry.name)) {
        routes.push(`/${segments.join('/')}`)
      } else if (segments.length === 0) {
        const file = /^(robots|sitemap)\.ts$/.exec(entry.name)
        if (file) routes.push(`/${file[1]}.${file[1] === 'robots' ? 'txt' : 'xml'}`)
        else if (/^icon\.svg$/.test(entry.name)) routes.push(`/${entry.name}`)
      }
    }
  }
  walk(path.resolve('src/app'), [])
  return routes
}

const screens = screensOf(appRoutes())

/**
 * Every page route of the app and its share images, as the addresses a visitor types (English and
 * Arabic).
 */
function appPageAddresses(): string[] {
  const addresses = appRoutes()
    .filter((route) => route.startsWith('/[locale]'))
    .map((route) => route.slice('/[locale]'.length) || '/')
  // A dynamic segment takes a value the app knows of: a page name, a job id, a screen kind.
  const filled = addresses.map((address) =>
    address
      .replace('[name]', 'motor-insurance')
      .replace(/\[(?:id|jobId)\]/, '12')
      .replace('[kind]', 'page')
      .replace('[key]', 'motor-insurance'),
  )
  return filled.flatMap((address) => [address, address === '/' ? '/ar' : `/ar${address}`])
}

describe('addresses that name nothing', () => {
  it('leave every page route of the app to the app, in both languages', () => {
    const addresses = appPageAddresses()
    expect(addresses.length).toBeGreaterThan(40)
    for (const address of addresses)
      expect(namesNothing(address, names, screens), address).toBe(false)
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
      '/ar/robots.txt',
      '/motor-insurance/extra',
      '/share-image/page/made-up',
      '/ar/share-image/job/99',
      '/share-image/screen/made-up',
      '/share-image/other/home',
      '/share-image/page',
    ])
      expect(namesNothing(address, names, screens), address).toBe(true)
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
      '/share-image/page/home?v=abc',
      '/ar/share-image/job/3',
      '/share-image/screen/search',
      '/ar/share-image/screen/claim-tracking',
    ])
      expect(namesNothing(address, names, screens), address).toBe(false)
  })

  it('leave everything to the app until the names are known', () => {
    expect(namesNothing('/wp-login.php', null, screens)).toBe(false)
    expect(namesNothing('/wp-login.php', names, null)).toBe(false)
  })
})

describe('public files that name nothing', () => {
  const stored = {
    ...names,
    files: new Set([
      'media/hero.webp',
      'media/hero-640x240.webp',
      'media/my photo.jpg',
      'documents/report.pdf',
    ]),
  }
  const image = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

  it('are made-up files and sizes of made-up pictures', () => {
    for (const target of [
      '/cms/api/media/file/made-up.jpg',
      '/cms/api/media/file/report.pdf',
      '/cms/api/documents/file/hero.webp',
      '/cms/api/documents/file/made-up.pdf?download=1',
      image('/cms/api/media/file/made-up-1.jpg'),
      image('/cms/api/media/file/made-up-1.jpg?v=2'),
      `/_next/image?w=640&q=75&url=${encodeURIComponent('/cms/api/media/file/made-up.jpg')}`,
      // Paths the optimizer's pattern (`/cms/api/media/file/**`) lets through, naming no file.
      image('/cms/api/media/file/made-up/hero.webp'),
      image('/cms/api/media/file//hero.webp'),
      image('/cms/api/media/file/made-up/%2e%2e/hero.webp'),
      image('/cms/api/media/file/'),
      image('/cms/api/media/file/made-up.webp#x'),
      '/cms/api/media/file/',
      '/cms/api/media/file/a/b.jpg',
      '/cms/api/media/file/%E0%A4%A.jpg',
    ])
      expect(namesNoFile('GET', target, stored), target).toBe(true)
    expect(namesNoFile('HEAD', '/cms/api/media/file/made-up.jpg', stored)).toBe(true)
  })

  it('leave stored files, their sizes and names as Payload writes them in addresses to the app', () => {
    for (const target of [
      '/cms/api/media/file/hero.webp',
      '/cms/api/media/file/hero-640x240.webp?v=1',
      '/cms/api/media/file/my%20photo.jpg',
      '/cms/api/documents/file/report.pdf',
      image('/cms/api/media/file/hero.webp'),
      image('/cms/api/media/file/hero-640x240.webp'),
      image('/cms/api/media/file/my%20photo.jpg'),
      image('/cms/api/media/file/hero.webp?v=2'),
      image('/cms/api/media/file/hero.webp#top'),
    ])
      expect(namesNoFile('GET', target, stored), target).toBe(false)
  })

  it('leave other addresses and methods to the app', () => {
    for (const [method, target] of [
      ['GET', '/cms/api/media'],
      ['GET', '/cms/api/job-application-cvs/file/made-up.pdf'],
      ['GET', '/_next/image?w=640&q=75'],
      ['GET', image('/icon.svg')],
      ['GET', image('https://example.com/cms/api/media/file/made-up.jpg')],
      ['GET', '/_next/static/chunks/made-up.js'],
      ['POST', '/cms/api/media/file/made-up.jpg'],
      ['DELETE', '/cms/api/media/file/made-up.jpg'],
    ] as const)
      expect(namesNoFile(method, target, stored), `${method} ${target}`).toBe(false)
  })

  it('leave every file to the app until the files are known', () => {
    expect(namesNoFile('GET', '/cms/api/media/file/made-up.jpg', null)).toBe(false)
    expect(namesNoFile('GET', '/cms/api/media/file/made-up.jpg', names)).toBe(false)
  })
})
