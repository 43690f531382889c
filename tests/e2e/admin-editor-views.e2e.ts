import { expect, logIn, test } from './fixtures'

// Opens the editor of every page and changes nothing: it runs in the project `site`, two at a time.
test('every seeded page opens for editing in both languages, with all its sections', async ({
  page,
}) => {
  test.setTimeout(480_000)
  await logIn(page)
  // From inside the admin: the CMS API reads the session cookie only from a browser's own requests.
  const { docs } = await page.evaluate(async () =>
    (
      await fetch('/cms/api/pages?limit=100&depth=0&select[name]=true&select[sections]=true')
    ).json(),
  )
  // The whole seed: every page of the spec.
  expect(docs.length).toBeGreaterThanOrEqual(32)
  for (const doc of docs as { id: number; sections: unknown[] }[]) {
    for (const locale of ['en', 'ar']) {
      await page.goto(`/admin/collections/pages/${doc.id}?locale=${locale}`)
      await expect(page.locator('.blocks-field__rows > *')).toHaveCount(doc.sections.length)
      await expect(page.getByText('Something went wrong')).toHaveCount(0)
    }
  }
})
