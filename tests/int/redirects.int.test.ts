import { getLocalI18n, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminAr } from '@/i18n/messages/adminAr'
import { adminEn } from '@/i18n/messages/adminEn'
import type { Redirect } from '@/payload-types'

import { seededPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const create = (data: Partial<Redirect>) =>
  payload.create({ collection: 'redirects', data: data as Redirect })

/** The message a refused save gives for its field. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = await save.then(
    () => null,
    (err: unknown) => err as { data?: { errors?: { message: string; path: string }[] } },
  )
  expect(error, 'the save was refused').not.toBeNull()
  return error!.data!.errors!.map((e) => `${e.path}: ${e.message}`).join('; ')
}

async function pageNamed(name: string) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { name: { equals: name } },
    depth: 0,
    limit: 1,
  })
  return docs[0]!
}

const redirectFrom = async (from: string) =>
  (
    await payload.find({
      collection: 'redirects',
      where: { from: { equals: from } },
      depth: 0,
      limit: 1,
    })
  ).docs[0]

/** The admin's catalogue in each language, with a request the Local API answers in that language. */
const adminLanguages = [
  ['en', adminEn.admin],
  ['ar', adminAr.admin],
] as const
const requestIn = async (language: 'en' | 'ar') => ({
  i18n: await getLocalI18n({ config: payload.config, language }),
})

describe('redirects', () => {
  it('keep the old address as a path, whatever the editor pasted', async () => {
    const page = await pageNamed('motor-insurance')
    const redirect = await create({
      from: 'https://www.example.sa/Ar/Summer-Offer/?utm_source=sms',
      toType: 'page',
      toPage: page.id,
    })
    expect(redirect.from).toBe('/summer-offer')
    expect(redirect.permanent).toBe(true)
  })

  it('refuse an old address where something is shown, or the site keeps for itself', async () => {
    const page = await pageNamed('motor-insurance')
    for (const from of ['/motor-insurance', '/ar/who-we-are', '/contact-us', '/search', '/careers'])
      expect(await refusal(create({ from, toType: 'page', toPage: page.id }))).toMatch(
        /^from: Something on the site lives at/,
      )
    for (const from of ['/admin', '/api/pages', '/', ''])
      expect(await refusal(create({ from, toType: 'page', toPage: page.id }))).toMatch(
        /^from: Enter the old address as a path/,
      )
  })

  it('refuse a loop and a chain, either way round', async () => {
    expect(await refusal(create({ from: '/loop', toType: 'address', toAddress: '/Loop/' }))).toBe(
      'toAddress: A redirect cannot lead to its own address.',
    )
    await create({ from: '/first-step', toType: 'address', toAddress: '/careers' })
    expect(
      await refusal(create({ from: '/second', toType: 'address', toAddress: '/first-step' })),
    ).toMatch(/^toAddress: \/first-step is itself redirected/)
    await create({ from: '/old-campaign', toType: 'address', toAddress: '/new-campaign' })
    expect(
      await refusal(create({ from: '/new-campaign', toType: 'address', toAddress: '/claims' })),
    ).toMatch(/^from: The redirect from \/old-campaign leads to \/new-campaign/)
    expect(
      await refusal(create({ from: '/elsewhere', toType: 'address', toAddress: 'ftp://x' })),
    ).toMatch(/^toAddress: Enter a path of this site/)
    expect(await refusal(create({ from: '/nowhere', toType: 'page' }))).toBe(
      'toPage: Choose the page this address leads to.',
    )
  })

  it('are added when a published page is renamed, follow it, and make no loop when it returns', async () => {
    const page = await pageNamed('report-fraud')
    await create({ from: '/fraud', toType: 'address', toAddress: '/report-fraud' })
    const rename = (name: string) =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { name, _status: 'published' },
        context: { disableRevalidate: true },
      })

    // A draft under a new name changes no address.
    await payload.update({
      collection: 'pages',
      id: page.id,
      draft: true,
      data: { name: 'fraud-draft-name' },
      context: { disableRevalidate: true },
    })
    expect(await redirectFrom('/report-fraud')).toBeUndefined()

    await rename('report-a-fraud')
    const fromOld = await redirectFrom('/report-fraud')
    expect(fromOld).toMatchObject({ toType: 'page', toPage: page.id, permanent: true })
    // The redirect that led to the old address by path now leads to the page.
    expect(await redirectFrom('/fraud')).toMatchObject({ toType: 'page', toPage: page.id })

    await rename('report-fraud')
    // The page lives at its first address again: no redirect from it, one from the second name.
    expect(await redirectFrom('/report-fraud')).toBeUndefined()
    expect(await redirectFrom('/report-a-fraud')).toMatchObject({ toPage: page.id })
  })

  it('take a whole address of this site as its path, so a loop through it is refused too', async () => {
    const site = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.example.sa'
    try {
      const redirect = await create({
        from: '/own-site',
        toType: 'address',
        toAddress: 'https://www.example.sa/claims?from=sms',
      })
      expect(redirect.toAddress).toBe('/claims?from=sms')
      expect(
        await refusal(
          create({ from: '/round', toType: 'address', toAddress: 'https://www.example.sa/round' }),
        ),
      ).toBe('toAddress: A redirect cannot lead to its own address.')
    } finally {
      if (site === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = site
    }
  })

  it('may come from a withdrawn page, until a page is published there again', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { name: 'withdrawn-offer', title: 'Offer', _status: 'published', sections: [] },
      context: { disableRevalidate: true },
    })
    const withdraw = (status: 'draft' | 'published') =>
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { _status: status },
        context: { disableRevalidate: true },
      })
    await withdraw('draft')
    await create({ from: '/withdrawn-offer', toType: 'address', toAddress: '/claims' })
    await withdraw('published')
    expect(await redirectFrom('/withdrawn-offer')).toBeUndefined()
  })

  it('are not added when a page only changes the case of its name', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { name: 'Case-Offer', title: 'Offer', _status: 'published', sections: [] },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { name: 'case-offer', _status: 'published' },
      context: { disableRevalidate: true },
    })
    expect(await redirectFrom('/case-offer')).toBeUndefined()
  })
})

describe('redirects to another site', () => {
  const account = async (email: string, role: 'admin' | 'editor') =>
    payload.create({
      collection: 'users',
      data: { email, password: `${role}-password-123`, roles: [role] },
      overrideAccess: true,
    })
  /** A save as a staff member makes it in the admin: their account, their access. */
  const saveAs = (user: Awaited<ReturnType<typeof account>>, data: Partial<Redirect>) =>
    payload.create({
      collection: 'redirects',
      data: data as Redirect,
      user,
      overrideAccess: false,
    })
  const listedHosts = async () =>
    (
      await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    ).redirectHosts?.map(({ host }) => host)

  it('are refused to an editor, in both languages, and allowed to an admin', async () => {
    const editor = await account('redirect-editor@example.com', 'editor')
    const admin = await account('redirect-admin@example.com', 'admin')
    const message = await refusal(
      saveAs(editor, {
        from: '/claim-now',
        toType: 'address',
        toAddress: 'https://rafeef-claims.example/login',
      }),
    )
    expect(message).toContain(
      'toAddress: Only an admin may make a redirect lead to another site (rafeef-claims.example).',
    )
    expect(message).toContain('Site settings › Hosts redirects may point to')
    // In Arabic for an admin who reads it in Arabic.
    const arabic = await requestIn('ar')
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: {
            from: '/claim-now',
            toType: 'address',
            toAddress: 'https://rafeef-claims.example/login',
          } as Redirect,
          user: editor,
          overrideAccess: false,
          req: arabic,
        }),
      ),
    ).toBe(
      `toAddress: ${adminAr.admin.redirectToOtherSite.replaceAll('{{host}}', 'rafeef-claims.example')}`,
    )
    expect(await redirectFrom('/claim-now')).toBeUndefined()
    // An address whose user part names another site goes to the host after the @.
    expect(
      await refusal(
        saveAs(editor, {
          from: '/claim-now',
          toType: 'address',
          toAddress: 'https://www.example.sa@rafeef-claims.example/',
        }),
      ),
    ).toMatch(/another site \(rafeef-claims\.example\)/)

    const byAdmin = await saveAs(admin, {
      from: '/claim-now',
      toType: 'address',
      toAddress: 'https://rafeef-claims.example/login',
    })
    expect(byAdmin.toAddress).toBe('https://rafeef-claims.example/login')
  })

  it('are allowed to an editor for a host on the list only admins keep', async () => {
    const editor = await account('redirect-editor-2@example.com', 'editor')
    const admin = await account('redirect-admin-2@example.com', 'admin')
    // An editor may change site settings, but not this list: the change is dropped.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { redirectHosts: [{ host: 'rafeef-claims.example' }] },
      user: editor,
      overrideAccess: false,
    })
    expect(await listedHosts()).toEqual([])
    // A row that is not a host name is refused, in the admin's language.
    for (const [language, said] of adminLanguages) {
      const badRow = await refusal(
        payload.updateGlobal({
          slug: 'site-settings',
          data: { redirectHosts: [{ host: 'https://portal.example.sa/claims' }] },
          user: admin,
          overrideAccess: false,
          req: await requestIn(language),
        }),
      )
      expect(badRow).toBe(`redirectHosts.0.host: ${said.hostNameOnly}`)
    }
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { redirectHosts: [{ host: 'portal.example.sa' }] },
      user: admin,
      overrideAccess: false,
    })
    expect(await listedHosts()).toEqual(['portal.example.sa'])

    const listed = await saveAs(editor, {
      from: '/portal',
      toType: 'address',
      toAddress: 'https://Portal.Example.sa/claims?from=sms',
    })
    expect(listed.toAddress).toBe('https://Portal.Example.sa/claims?from=sms')
    // The list names hosts, not every host under them.
    expect(
      await refusal(
        saveAs(editor, {
          from: '/portal-elsewhere',
          toType: 'address',
          toAddress: 'https://evil.portal.example.sa/',
        }),
      ),
    ).toMatch(/^toAddress: Only an admin may make a redirect lead to another site/)
  })

  it("are always allowed to a path of the site, or a whole address of the site's own", async () => {
    const editor = await account('redirect-editor-3@example.com', 'editor')
    expect(
      (await saveAs(editor, { from: '/old-jobs', toType: 'address', toAddress: '/careers' }))
        .toAddress,
    ).toBe('/careers')
    const site = process.env.SITE_URL
    process.env.SITE_URL = 'https://www.example.sa'
    try {
      const own = await saveAs(editor, {
        from: '/old-claims',
        toType: 'address',
        toAddress: 'https://www.example.sa/claims',
      })
      expect(own.toAddress).toBe('/claims')
      // The site's own host under another scheme is still the site.
      const sameHost = await saveAs(editor, {
        from: '/old-claims-http',
        toType: 'address',
        toAddress: 'http://www.example.sa/claims',
      })
      expect(sameHost.toAddress).toBe('http://www.example.sa/claims')
    } finally {
      if (site === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = site
    }
  })
})

describe("a redirect's refusals", () => {
  it("are in the admin's language", async () => {
    for (const [language, said] of adminLanguages) {
      const req = await requestIn(language)
      const redirect = (data: Partial<Redirect>) =>
        payload.create({ collection: 'redirects', data: data as Redirect, req })
      expect(
        await refusal(redirect({ from: '/claims', toType: 'address', toAddress: '/careers' })),
      ).toBe(`from: ${said.redirectFromShown.replace('{{from}}', '/claims')}`)
      expect(
        await refusal(redirect({ from: '/api/x', toType: 'address', toAddress: '/careers' })),
      ).toBe(`from: ${said.redirectFromPath}`)
      expect(
        await refusal(redirect({ from: '/gone-offer', toType: 'address', toAddress: 'claims' })),
      ).toBe(`toAddress: ${said.redirectToAddress}`)
      expect(
        await refusal(
          redirect({ from: '/gone-offer', toType: 'address', toAddress: '/gone-offer' }),
        ),
      ).toBe(`toAddress: ${said.redirectToItself}`)
      expect(await refusal(redirect({ from: '/gone-offer', toType: 'page' }))).toBe(
        `toPage: ${said.redirectToPage}`,
      )
    }
  })
})

describe("a page's name, its address", () => {
  it("is refused in the admin's language when it is no address segment or one the site keeps", async () => {
    for (const [language, said] of adminLanguages) {
      const req = await requestIn(language)
      const page = (name: string) =>
        payload.create({
          collection: 'pages',
          data: { name, title: `Offer ${name}`, sections: [], _status: 'published' },
          req,
        })
      expect(await refusal(page('summer offer'))).toBe(`name: ${said.pageNameCharacters}`)
      expect(await refusal(page('Admin'))).toBe(
        `name: ${said.pageNameReserved.replace('{{name}}', 'Admin')}`,
      )
    }
  })
})
