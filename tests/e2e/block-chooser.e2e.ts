import { readFileSync } from 'node:fs'
import path from 'node:path'

import { sectionPictureFolder } from '../../src/blocks/pictures/address.mjs'
import { cms, expect, logIn, setAdminLanguage, test, whenHydrated } from './fixtures'

// Opens the block chooser and adds nothing: it runs in the project `site`.
for (const language of ['en', 'ar'] as const) {
  test(`the block chooser shows each section kind by its picture and whole name (${language})`, async ({
    page,
  }) => {
    await setAdminLanguage(page.context(), language)
    await logIn(page)
    const { docs } = await cms<{ docs: { id: number }[] }>(
      page,
      'GET',
      'pages?where[name][equals]=home&depth=0&select[name]=true',
    )
    await page.goto(`/admin/collections/pages/${docs[0]!.id}`)
    const add = page.locator('.blocks-field__drawer-toggler').first()
    await whenHydrated(add)
    await add.click()
    const cards = page.locator('.blocks-drawer__block')
    await expect(cards).toHaveCount(28)

    // Every picture loads, and is the section in the admin's language: the file the route serves.
    const images = cards.locator('img')
    await expect
      .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.map((i) => i.naturalWidth)))
      .toEqual(Array(28).fill(480))
    const sources = await images.evaluateAll((all) => all.map((i) => i.getAttribute('src') ?? ''))
    for (const src of sources) {
      const kind = src.split('/').pop()
      const served = await page.evaluate(async (address) => {
        const response = await fetch(address)
        return [...new Uint8Array(await response.arrayBuffer())]
      }, src)
      const file = readFileSync(path.join(sectionPictureFolder, `${kind}.${language}.webp`))
      expect(Buffer.from(served).equals(file), `${kind} in ${language}`).toBe(true)
    }

    expect((await page.request.get('/cms/section-pictures/no_such_kind')).status()).toBe(404)

    // Each name shows whole: none is cut to one line with an ellipsis.
    const cut = await cards
      .locator('.thumbnail-card__label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((l) => l.textContent),
      )
    expect(cut).toEqual([])
    await page.screenshot({ path: test.info().outputPath(`block-chooser-${language}.png`) })
  })
}
