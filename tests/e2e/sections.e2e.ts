import { expect, interceptScript, type Page, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Init scripts run in every frame too, and a map's frame may not touch storage.
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
})

async function firstSlideX(page: Page) {
  const slide = page
    .locator('section[aria-roledescription]')
    .first()
    .locator('[role="group"]')
    .first()
  return (await slide.boundingBox())!.x
}

/** Embla's code is the script that names its `keepSnaps` option. */
const EMBLA = 'keepSnaps'

test.describe('carousel', () => {
  for (const [path, next, direction] of [
    ['/', 'Next', -1],
    ['/ar', 'التالي', 1],
  ] as const) {
    test(`${path}: the next arrow moves the cards along the reading direction`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(path)
      const carousel = page.locator('section[aria-roledescription]').first()
      await carousel.scrollIntoViewIfNeeded()
      const before = await firstSlideX(page)
      await carousel.getByRole('button', { name: next }).click()
      await expect.poll(async () => Math.sign((await firstSlideX(page)) - before)).toBe(direction)
    })
  }

  test('on a phone the carousel script is fetched only when the carousel nears the screen', async ({
    page,
  }) => {
    // A short phone: on a taller one the first carousel is within the 1.5 screens at which its
    // script is fetched (CarouselView's rootMargin) from the start.
    await page.setViewportSize({ width: 390, height: 700 })
    const emblaScripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      if ((await response.text().catch(() => '')).includes(EMBLA)) emblaScripts.push(response.url())
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    const carousel = page.locator('section[aria-roledescription]').first()
    const top = await carousel.evaluate((element) => element.getBoundingClientRect().top)
    expect(top, 'the first carousel starts well below the first screen').toBeGreaterThan(700 * 1.5)
    expect(emblaScripts).toEqual([])

    await carousel.scrollIntoViewIfNeeded()
    await expect.poll(() => emblaScripts.length).toBe(1)
    const before = await firstSlideX(page)
    await carousel.getByRole('button', { name: 'Next' }).click()
    await expect.poll(async () => Math.sign((await firstSlideX(page)) - before)).toBe(-1)
  })

  test('a key pressed in a slide before the carousel script arrived still moves it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // The script is held back until the key has been pressed.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await interceptScript(page, EMBLA, () => held)
    await page.goto('/ar')
    const carousel = page.locator('section[aria-roledescription]').first()
    await carousel.scrollIntoViewIfNeeded()
    const before = await firstSlideX(page)
    await carousel.locator('[role="group"] a').first().focus()
    // In Arabic, the left arrow key is "next", which moves the cards to the right.
    await page.keyboard.press('ArrowLeft')
    release()
    await expect.poll(async () => Math.sign((await firstSlideX(page)) - before)).toBe(1)
  })

  test('when the carousel script cannot be fetched, the next press tries again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    let offline = true
    await interceptScript(page, EMBLA, () => (offline ? 'offline' : undefined))
    await page.goto('/', { waitUntil: 'networkidle' })
    const carousel = page.locator('section[aria-roledescription]').first()
    await carousel.scrollIntoViewIfNeeded()
    const next = carousel.getByRole('button', { name: 'Next' })
    const before = await firstSlideX(page)
    await next.click()
    await page.waitForLoadState('networkidle')
    expect(await firstSlideX(page)).toBe(before)

    offline = false
    await next.click()
    await expect.poll(async () => Math.sign((await firstSlideX(page)) - before)).toBe(-1)
  })

  test('on a phone one card shows at a time', async ({ page }) => {
    // A short phone: on a taller one the first carousel is within the 1.5 screens at which its
    // script is fetched (CarouselView's rootMargin) from the start.
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/')
    const slides = page.locator('section[aria-roledescription]').first().locator('[role="group"]')
    const width = (await slides.first().boundingBox())!.width
    expect(width).toBeGreaterThan(300)
  })
})

test('FAQ: one answer open at a time, a second click closes it', async ({ page }) => {
  await page.goto('/faqs-page')
  const questions = page.getByRole('main').locator('button[aria-expanded]')
  const [first, second] = [questions.nth(0), questions.nth(1)]
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'false')
})

test('FAQ: the questions are described as one FAQPage, in the page language', async ({ page }) => {
  for (const path of ['/faqs-page', '/ar/faqs-page']) {
    await page.goto(path)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPages = blocks
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'FAQPage')
    // Search engines read one FAQPage per page; the FAQ page has four accordions.
    expect(faqPages).toHaveLength(1)
    const entries = faqPages.flatMap(
      (data) => data.mainEntity as { name: string; acceptedAnswer: { text: string } }[],
    )
    const shown = await page.getByRole('main').locator('button[aria-expanded]').allTextContents()
    expect(entries.map((entry) => entry.name)).toEqual(shown.map((text) => text.trim()))
    for (const entry of entries) expect(entry.acceptedAnswer.text.length).toBeGreaterThan(10)
    if (path.startsWith('/ar')) expect(entries[0]?.name).toMatch(/[\u0600-\u06FF]/)
  }
})

test('tag accordion: the first tag starts open, clicking it again collapses it', async ({
  page,
}) => {
  await page.goto('/ar/medical-network')
  // The only control open on arrival is the accordion's first tag; its siblings are the other tags.
  const firstId = await page
    .getByRole('main')
    .locator('button[aria-expanded="true"]')
    .first()
    .getAttribute('id')
  const pills = page.locator(`[id="${firstId}"]`).locator('xpath=..').locator('button')
  await expect(pills.first()).toHaveAttribute('aria-expanded', 'true')
  expect(await pills.count()).toBeGreaterThan(2)
  await pills.first().click()
  await expect(pills.first()).toHaveAttribute('aria-expanded', 'false')
  await pills.nth(1).click()
  await expect(pills.nth(1)).toHaveAttribute('aria-expanded', 'true')
})

test('branches: picking a branch shows its details and its map', async ({ page }) => {
  await page.goto('/reach-us')
  const tabs = page.getByRole('tablist')
  await expect(tabs.getByRole('tab', { name: 'Head Office' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const map = page.getByRole('main').locator('iframe')
  const firstMap = await map.getAttribute('src')
  await tabs.getByRole('tab', { name: 'Jeddah Branch' }).click()
  await expect(tabs.getByRole('tab', { name: 'Jeddah Branch' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('tabpanel')).toContainText('Jeddah')
  await expect(map).not.toHaveAttribute('src', firstMap ?? '')
  await expect(map).toHaveAttribute('src', /^https:\/\//)
})

test('financial reports: downloads open PDFs in a new tab, missing files are greyed and inert', async ({
  page,
  request,
}) => {
  for (const [path, label] of [
    ['/financial-performance', 'Download'],
    ['/ar/financial-performance', 'تحميل'],
  ] as const) {
    await page.goto(path)
    const table = page.getByRole('table').first()
    const links = table.getByRole('link')
    await expect(links.first()).toHaveText(label)
    await expect(links.first()).toHaveAttribute('target', '_blank')
    const href = (await links.first().getAttribute('href'))!
    const file = await request.get(href)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('application/pdf')
    // 3 years × 5 files minus the ones missing on purpose.
    const count = await links.count()
    expect(count).toBeGreaterThan(10)
    expect(count).toBeLessThan(15)
  }
})

test('data sharing: a document downloads under its title', async ({ page }) => {
  await page.goto('/data-sharing')
  const download = page.waitForEvent('download')
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Download/ })
    .first()
    .click()
  expect((await download).suggestedFilename()).toMatch(/^Data Sharing Notice.*\.pdf$/)
})
