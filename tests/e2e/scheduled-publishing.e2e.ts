import { cms, expect, logIn, makePage, type Page, setAdminLanguage, test } from './fixtures'

/**
 * The start of a minute far enough ahead to schedule two events before it comes, and that minute
 * as the drawer's field reads it in Riyadh time ("Nov 27, 2026 1:47 PM").
 */
function nextMinuteInRiyadh() {
  const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Riyadh',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map(({ type, value }) => [type, value]),
  )
  return {
    at,
    typed: `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`,
    shown: `${part.hour}:${part.minute} ${part.dayPeriod}`,
  }
}

/** Opens the schedule drawer of a document in the admin (the Publish button's menu). */
async function openScheduleDrawer(page: Page, address: string, menuItem: string) {
  await page.goto(address)
  await page.locator('#action-save-popup .popup-button').click()
  await page.getByText(menuItem, { exact: true }).click()
  await expect(page.locator('.schedule-publish__scheduler')).toBeVisible()
}

const timeField = (page: Page) =>
  page.locator('.schedule-publish__scheduler .react-datepicker__input-container input')

/** Schedules an event at a typed time in the open drawer and saves it. */
async function scheduleAt(page: Page, type: 'Publish' | 'Unpublish', typed: string) {
  await page.locator('.schedule-publish__type').getByText(type, { exact: true }).click()
  await timeField(page).pressSequentially(typed)
  await expect(timeField(page)).toHaveValue(typed)
  // Closes the calendar, which covers the Save button.
  await page.locator('.schedule-publish__drawer-header h2').click()
  await page.locator('#scheduled-publish-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText('Scheduled successfully')
}

async function status(page: Page, address: string) {
  return (await page.request.get(address, { maxRedirects: 0 })).status()
}

test.describe('an editor whose computer is in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('schedules a page to go live and another to come down at a minute in Riyadh time, in both languages', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await logIn(page)
    const stamp = Date.now()
    const launching = `launch-${stamp}`
    const ending = `ended-${stamp}`
    const launchId = await makePage(page, launching, 'draft')
    const endId = await makePage(page, ending, 'published')
    for (const address of [`/${launching}`, `/ar/${launching}`])
      expect(await status(page, address)).toBe(404)
    for (const address of [`/${ending}`, `/ar/${ending}`])
      expect(await status(page, address)).toBe(200)

    const minute = nextMinuteInRiyadh()
    await openScheduleDrawer(page, `/admin/collections/pages/${launchId}`, 'Schedule Publish')
    await expect(page.locator('.timezone-picker')).toContainText('Riyadh')
    await scheduleAt(page, 'Publish', minute.typed)
    // The upcoming event, in Riyadh time whatever the computer's clock says.
    const upcoming = page.locator('.schedule-publish__upcoming')
    await expect(upcoming).toContainText(minute.shown)
    await expect(upcoming).toContainText('Riyadh')
    await openScheduleDrawer(page, `/admin/collections/pages/${endId}`, 'Schedule Publish')
    await scheduleAt(page, 'Unpublish', minute.typed)

    // Nothing happens before the minute.
    expect(Date.now()).toBeLessThan(minute.at.getTime())
    expect(await status(page, `/${launching}`)).toBe(404)
    expect(await status(page, `/${ending}`)).toBe(200)

    const sitemap = async () => (await page.request.get('/sitemap.xml')).text()
    await expect
      .poll(
        async () => [
          await status(page, `/${launching}`),
          await status(page, `/ar/${launching}`),
          await status(page, `/${ending}`),
          await status(page, `/ar/${ending}`),
          (await sitemap()).includes(`/${launching}<`),
          (await sitemap()).includes(`/${ending}<`),
        ],
        { timeout: minute.at.getTime() - Date.now() + 20_000, intervals: [1000] },
      )
      .toEqual([200, 200, 404, 404, true, false])
    const late = Date.now() - minute.at.getTime()
    console.log(`  scheduled at ${minute.typed} Riyadh: live and taken down ${late} ms after it`)
    expect(late).toBeLessThan(20_000)

    const visitor = await page.context().browser()!.newPage()
    const base = test.info().project.use.baseURL
    await visitor.goto(`${base}/${launching}`)
    await expect(visitor).toHaveTitle(new RegExp(`Offer ${launching}`))
    await visitor.goto(`${base}/ar/${launching}`)
    await expect(visitor).toHaveTitle(new RegExp(`عرض ${launching}`))
    await visitor.close()
  })
})

test('the Arabic admin schedules a job, shows it in Riyadh time, and cancels it', async ({
  page,
  context,
}) => {
  await setAdminLanguage(context, 'ar')
  await logIn(page)
  const { docs } = await cms<{ docs: { id: number }[] }>(page, 'GET', 'jobs?limit=1&depth=0')
  await openScheduleDrawer(page, `/admin/collections/jobs/${docs[0]!.id}`, 'جدول النشر')
  await expect(page.locator('.timezone-picker')).toContainText('الرياض')
  // A live job with no newer draft: the drawer opens on Unpublish, and its title says so.
  await expect(page.locator('.schedule-publish__drawer-header h2')).toHaveText(
    /^جدولة إلغاء النشر لـ \S/,
  )
  await expect(page.locator('.schedule-publish__drawer-header h2')).not.toContainText('{{')
  await page.locator('.schedule-publish__type li').nth(1).click()
  await timeField(page).click()
  // The 15th of next month: the picker's "today" is the browser's (UTC) day, and from 21:00 UTC
  // that day's last minutes in Riyadh are already past, which would publish at once.
  await page.locator('.react-datepicker__navigation--next').click()
  await page
    .locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)')
    .click()
  // The last quarter hour of that day, Riyadh time (the list steps by 15 minutes).
  const times = page.locator('.react-datepicker__time-list-item')
  if (!(await times.last().isVisible())) await timeField(page).click()
  await times.last().click()
  await page.locator('.schedule-publish__drawer-header h2').click()
  await page.locator('#scheduled-publish-save').click()
  await expect(page.locator('.payload-toast-container')).toContainText('تم الجدولة بنجاح')
  const upcoming = page.locator('.schedule-publish__upcoming')
  await expect(upcoming).toContainText('11:45')
  await expect(upcoming).toContainText('الرياض')

  await upcoming.locator('.schedule-publish__delete').click()
  await expect(upcoming).toContainText('لا يوجد أحداث مقبلة مجدولة')
})

test('the schedule drawer offers what a page can do next, and its title says which, in both languages', async ({
  page,
  context,
}) => {
  await logIn(page)
  const stamp = Date.now()
  const neverPublished = await makePage(page, `unreleased-${stamp}`, 'draft')
  const live = await makePage(page, `live-${stamp}`, 'published')
  const type = (index: number) => page.locator('.schedule-publish__type li input').nth(index)
  const title = page.locator('.schedule-publish__drawer-header h2')
  const words = {
    en: {
      menu: 'Schedule Publish',
      publish: 'Schedule publish for',
      unpublish: 'Schedule unpublish for',
      all: 'All',
      time: 'Time',
    },
    ar: {
      menu: 'جدول النشر',
      publish: 'جدولة النشر لـ',
      unpublish: 'جدولة إلغاء النشر لـ',
      all: 'الكل',
      time: 'الوقت',
    },
  }
  for (const locale of ['en', 'ar'] as const) {
    const said = words[locale]
    await setAdminLanguage(context, locale)
    // Never published: Publish is chosen; choosing Unpublish changes the title with it.
    await openScheduleDrawer(page, `/admin/collections/pages/${neverPublished}`, said.menu)
    await expect(type(0)).toBeChecked()
    await expect(title).toHaveText(new RegExp(`^${said.publish} \\S`))
    // The languages to publish (after the time zone's picker), all of them at first, and the
    // picker's list of times are named in the admin's language too.
    await expect(page.locator('.schedule-publish__scheduler .rs__single-value').last()).toHaveText(
      said.all,
    )
    await timeField(page).click()
    await expect(page.locator('.react-datepicker-time__header')).toHaveText(said.time)
    await title.click()
    await page.locator('.schedule-publish__type li').nth(1).click()
    await expect(type(1)).toBeChecked()
    await expect(title).toHaveText(new RegExp(`^${said.unpublish} \\S`))
    // Live, with no newer draft: what it can do next is come down.
    await openScheduleDrawer(page, `/admin/collections/pages/${live}`, said.menu)
    await expect(type(1)).toBeChecked()
    await expect(title).toHaveText(new RegExp(`^${said.unpublish} \\S`))
  }
})
