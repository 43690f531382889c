import AxeBuilder from '@axe-core/playwright'
import { expect, interceptScript, type Locator, type Page, test } from './fixtures'
import { addDays, addMonths, addYears, format, subDays } from 'date-fns'
import { ar } from 'date-fns/locale'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Today as the site counts it (Riyadh), as a local date for date-fns. */
function riyadhToday(): Date {
  const iso = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

const shown = (date: Date) => format(date, 'dd/MM/yyyy')

/**
 * A day's name as the calendar labels it ("Friday, 3 December 2027"), matched from the start of a
 * word: /3 December 2027/ alone also matches the 13th and the 23rd.
 */
const dayLabel = (date: Date, pattern = 'd MMMM yyyy', options?: { locale: typeof ar }) =>
  new RegExp(`(^|\\s)${format(date, pattern, options)}`)

/**
 * `within`: only that part of the page. The desktop calendar is a popover over whatever lies
 * below the field (the footer's links on these short pages), which axe's target-size rule would
 * count against those links; the page itself is checked closed in routes.e2e.ts.
 */
async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcagTags)
  const { violations } = await (within ? builder.include(within) : builder).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.beforeEach(async ({ page }) => {
  // The cookie bar would cover the bottom of the page (and the calendar's bottom sheet).
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
})

const forms = {
  en: {
    '/activate-visa': { label: 'Date of Entry', dialog: 'Choose Date of Entry' },
    '/extend-insurance': { label: 'Visa Expiry Date', dialog: 'Choose Visa Expiry Date' },
  },
  ar: {
    '/ar/activate-visa': { label: 'تاريخ الدخول', dialog: 'اختيار تاريخ الدخول' },
    '/ar/extend-insurance': {
      label: 'تاريخ انتهاء التأشيرة',
      dialog: 'اختيار تاريخ انتهاء التأشيرة',
    },
  },
} as const

/** The calendar button beside a date field (named "Choose date" until a date is chosen). */
function calendarButton(page: Page, locale: 'en' | 'ar' = 'en'): Locator {
  return page.getByRole('button', {
    name: locale === 'en' ? /^(Choose date|Change date)/ : /^(اختر التاريخ|تغيير التاريخ)/,
  })
}

for (const locale of ['en', 'ar'] as const) {
  for (const [path, field] of Object.entries(forms[locale])) {
    test(`${path}: the calendar in each view passes axe`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' })
      await calendarButton(page, locale).click()
      const dialog = page.getByRole('dialog', { name: field.dialog })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('grid')).toBeVisible()
      await expectNoAxeViolations(page, 'dialog')
      // Up to the months, then the years.
      await dialog
        .getByRole('button', { name: locale === 'en' ? /Choose month$/ : /اختر الشهر$/ })
        .click()
      await expect(
        dialog.getByRole('grid', { name: locale === 'en' ? /^Months of/ : /^أشهر سنة/ }),
      ).toBeVisible()
      await expectNoAxeViolations(page, 'dialog')
      await dialog
        .getByRole('button', { name: locale === 'en' ? /Choose year$/ : /اختر السنة$/ })
        .click()
      await expect(
        dialog.getByRole('grid', { name: locale === 'en' ? /^Years/ : /^السنوات/ }),
      ).toBeVisible()
      await expectNoAxeViolations(page, 'dialog')
    })
  }
}

test('opens with the mouse, goes up to the years and back down to a day', async ({ page }) => {
  const today = riyadhToday()
  const nextYear = addYears(today, 1)
  await page.goto('/activate-visa', { waitUntil: 'networkidle' })
  const button = calendarButton(page)
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  const dialog = page.getByRole('dialog', { name: 'Choose Date of Entry' })
  await expect(dialog).toBeVisible()
  // The day grid opens on this month, with today focused.
  await expect(dialog.getByRole('grid', { name: format(today, 'MMMM yyyy') })).toBeVisible()
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Today, .*${format(today, 'd MMMM yyyy')}`),
  )

  await dialog.getByRole('button', { name: `${format(today, 'MMMM yyyy')}, Choose month` }).click()
  const months = dialog.getByRole('grid', { name: `Months of ${format(today, 'yyyy')}` })
  await expect(months.getByRole('button')).toHaveCount(12)
  // Four months a row on a wide screen.
  await expect(months.getByRole('row').first().getByRole('button')).toHaveCount(4)

  await dialog.getByRole('button', { name: `${format(today, 'yyyy')}, Choose year` }).click()
  const years = dialog.getByRole('grid', { name: /^Years/ })
  // Only the years a date of entry can fall in: a year either side of today.
  await expect(years.getByRole('button')).toHaveText([
    String(today.getFullYear() - 1),
    String(today.getFullYear()),
    String(nextYear.getFullYear()),
  ])

  await years.getByRole('button', { name: String(nextYear.getFullYear()) }).click()
  await dialog.getByRole('button', { name: format(nextYear, 'MMMM yyyy') }).click()
  await expect(dialog.getByRole('grid', { name: format(nextYear, 'MMMM yyyy') })).toBeVisible()
  // A day past the last date allowed cannot be chosen.
  await expect(dialog.getByRole('button', { name: dayLabel(addDays(nextYear, 1)) })).toBeDisabled()
  await dialog.getByRole('button', { name: dayLabel(nextYear) }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Date of Entry')).toHaveValue(shown(nextYear))
  await expect(button).toBeFocused()
  await expect(button).toHaveAccessibleName(
    `Change date, ${format(nextYear, 'EEEE d MMMM yyyy')} selected`,
  )
})

test('works from the keyboard alone: open, move, change month and year, choose, Escape', async ({
  page,
}) => {
  const today = riyadhToday()
  await page.goto('/activate-visa', { waitUntil: 'networkidle' })
  const input = page.getByLabel('Date of Entry')
  const button = calendarButton(page)
  const dialog = page.getByRole('dialog', { name: 'Choose Date of Entry' })

  // Alt+ArrowDown in the box opens the calendar; Escape closes it and focus goes to the button.
  await input.focus()
  await page.keyboard.press('Alt+ArrowDown')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()

  // Space opens it too; arrows, PageDown and Enter choose a day. The calendar moves the focus to
  // today once it has drawn: a key pressed before then goes nowhere.
  await page.keyboard.press('Space')
  await expect(dialog).toBeVisible()
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Today, /)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('PageDown')
  const chosen = addMonths(addDays(today, 8), 1)
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', dayLabel(chosen))
  await page.keyboard.press('Home')
  await page.keyboard.press('End')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Sunday/)
  await page.keyboard.press('PageUp')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  const sunday = await input.inputValue()
  expect(sunday).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)

  // Enter opens it on the chosen day; up to the months, one month on, Enter goes back to its days.
  await page.keyboard.press('Enter')
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /selected$/)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).toHaveAccessibleName(/, Choose month$/)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('grid', { name: /^Months of/ })).toBeVisible()
  const focusedMonth = await page.locator(':focus').getAttribute('aria-label')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', focusedMonth ?? '')
  const monthName = await page.locator(':focus').getAttribute('aria-label')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('grid', { name: monthName ?? '' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  // Escape changed nothing.
  await expect(input).toHaveValue(sunday)

  // Up to the years from the keyboard; the year and month chosen there lead to their days.
  await page.keyboard.press('Enter')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).toHaveAccessibleName(/, Choose year$/)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('grid', { name: /^Years/ })).toBeVisible()
  await expect(page.locator(':focus')).toHaveText(String(Number(sunday.slice(6))))
  await page.keyboard.press('Home')
  await expect(page.locator(':focus')).toHaveText(String(today.getFullYear() - 1))
  await page.keyboard.press('Enter')
  await expect(
    dialog.getByRole('grid', { name: `Months of ${today.getFullYear() - 1}` }),
  ).toBeVisible()
  // PageDown turns to the next year, same month; Enter shows that month's days.
  await page.keyboard.press('PageDown')
  await expect(dialog.getByRole('grid', { name: `Months of ${today.getFullYear()}` })).toBeVisible()
  const month = await page.locator(':focus').getAttribute('aria-label')
  expect(month).toMatch(new RegExp(`^[A-Z][a-z]+ ${today.getFullYear()}$`))
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('grid', { name: month ?? '' })).toBeVisible()
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    new RegExp(month?.split(' ')[0] ?? ''),
  )
})

test('Arabic: month names in Arabic, right to left, weeks from Sunday, arrows mirrored', async ({
  page,
}) => {
  const today = riyadhToday()
  await page.goto('/ar/activate-visa', { waitUntil: 'networkidle' })
  await calendarButton(page, 'ar').click()
  const dialog = page.getByRole('dialog', { name: 'اختيار تاريخ الدخول' })
  const caption = format(today, 'LLLL yyyy', { locale: ar })
  await expect(dialog.getByRole('grid', { name: caption })).toBeVisible()
  await expect(dialog.locator('[dir="rtl"]').first()).toBeVisible()
  // (The weekday row is hidden from screen readers: each day's name says its weekday.)
  await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', 'الأحد')
  // Western digits in the day grid.
  await expect(dialog.getByRole('gridcell').filter({ hasText: /^1$/ })).toHaveCount(1)
  // ArrowLeft goes forward a day in Arabic.
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    dayLabel(addDays(today, 1), 'd MMMM y', { locale: ar }),
  )
  // The "previous" arrow sits on the right, pointing right.
  const previous = await dialog.getByRole('button', { name: 'الشهر السابق' }).boundingBox()
  const next = await dialog.getByRole('button', { name: 'الشهر التالي' }).boundingBox()
  expect(previous!.x).toBeGreaterThan(next!.x)

  await dialog.getByRole('button', { name: `${caption}، اختر الشهر` }).click()
  const months = dialog.getByRole('grid', { name: `أشهر سنة ${today.getFullYear()}` })
  await expect(months.getByRole('button').first()).toHaveText('يناير')
  await expect(months.getByRole('button').nth(11)).toHaveText('ديسمبر')
  // January is on the right in Arabic.
  const january = await months.getByRole('button').first().boundingBox()
  const february = await months.getByRole('button').nth(1).boundingBox()
  expect(january!.x).toBeGreaterThan(february!.x)
})

test('Arabic: dates typed with Arabic-Indic digits are read', async ({ page }) => {
  const day = subDays(riyadhToday(), 3)
  const arabicDigits = shown(day).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)
  await page.goto('/ar/activate-visa', { waitUntil: 'networkidle' })
  const input = page.getByLabel('تاريخ الدخول')
  await input.fill(arabicDigits)
  await input.blur()
  await expect(input).toHaveValue(shown(day))
  await calendarButton(page, 'ar').click()
  await expect(page.locator(':focus')).toHaveAttribute(
    'aria-label',
    new RegExp(`${format(day, 'd MMMM y', { locale: ar })}، محدد$`),
  )
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the calendar is a modal sheet that keeps focus until closed', async ({ page }) => {
    await page.goto('/extend-insurance', { waitUntil: 'networkidle' })
    const button = calendarButton(page)
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Choose Visa Expiry Date' })
    await expect(dialog).toBeVisible()
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)
    // Full width along the bottom of the screen.
    const box = await dialog.boundingBox()
    expect(box!.x).toBe(0)
    expect(box!.width).toBe(await page.evaluate(() => document.documentElement.clientWidth))
    expect(Math.round(box!.y + box!.height)).toBe(844)

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    // Three months a row on a narrow screen.
    await dialog.getByRole('button', { name: /Choose month$/ }).click()
    await expect(dialog.getByRole('grid').getByRole('row').first().getByRole('button')).toHaveCount(
      3,
    )
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test('Activate Visit Visa: required messages, a date out of range, then a reference', async ({
  page,
}) => {
  await page.goto('/activate-visa', { waitUntil: 'networkidle' })
  await expect(page.locator('form').getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  await page.getByRole('button', { name: 'Proceed' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  for (const message of [
    'Policy Number is required',
    'Visa Number is required',
    'Passport Number is required',
    'Date of Entry is required',
    'You must agree to the use of your details to continue',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
  }
  const date = page.getByLabel('Date of Entry')
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await expect(date).toHaveAttribute('aria-describedby', 'entry_date-hint entry_date-error')
  await summary.getByRole('link', { name: 'Date of Entry is required' }).click()
  await expect(date).toBeFocused()

  await date.fill('30/02/2026')
  await date.blur()
  await expect(page.locator('#entry_date-error')).toHaveText('Error: Enter a real date')
  await date.fill(shown(addYears(riyadhToday(), -2)))
  await date.blur()
  await expect(page.locator('#entry_date-error')).toHaveText(
    'Error: Date of Entry must be within the last 12 months',
  )

  await page.getByLabel('Policy Number').fill('VV-2026-1001')
  await page.getByLabel('Visa Number').fill('6012345678')
  await page.getByLabel('Passport Number').fill('P1234567')
  await date.fill(shown(subDays(riyadhToday(), 3)))
  await page.getByLabel(/I agree/).check()
  await expect(page.locator('#entry_date-error')).toHaveCount(0)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page.getByRole('heading', { name: 'We have received your request' })).toBeFocused()
  await expect(page.getByText(/^VSA-\d{4}-\d{8}$/)).toBeVisible()
  // Another request starts from an empty form.
  await page.getByRole('button', { name: 'Submit another request' }).click()
  await expect(page.getByLabel('Date of Entry')).toHaveValue('')
  await expect(page.getByLabel('Policy Number')).toHaveValue('')
})

test('Extend Insurance in Arabic: required messages, then a reference', async ({ page }) => {
  await page.goto('/ar/extend-insurance', { waitUntil: 'networkidle' })
  await expect(page.locator('form').getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
    'href',
    '/ar/privacy-policy',
  )
  await page.getByRole('button', { name: 'متابعة' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'توجد مشكلة' })
  for (const message of [
    'رقم جواز السفر مطلوب',
    'رقم التأشيرة مطلوب',
    'رقم الحدود مطلوب',
    'مدة التمديد مطلوبة',
    'تاريخ انتهاء التأشيرة مطلوب',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible()
  }
  await page.getByLabel('رقم جواز السفر').fill('P1234567')
  await page.getByLabel('رقم التأشيرة').fill('6012345678')
  await page.getByLabel('رقم الحدود').fill('3123456789')
  await page.getByLabel('مدة التمديد').selectOption('90-days')
  const date = page.getByLabel('تاريخ انتهاء التأشيرة')
  await date.fill(shown(subDays(riyadhToday(), 1)))
  await date.blur()
  await expect(page.locator('#visa_expiry_date-error')).toHaveText(
    'خطأ: يجب أن يكون تاريخ انتهاء التأشيرة اليوم أو بعده',
  )
  // Chosen in the calendar: a month from today.
  await calendarButton(page, 'ar').click()
  await page.keyboard.press('PageDown')
  await page.keyboard.press('Enter')
  await expect(date).toHaveValue(shown(addMonths(riyadhToday(), 1)))
  await expect(page.locator('#visa_expiry_date-error')).toHaveCount(0)
  await page.getByLabel(/أوافق/).check()
  await page.getByRole('button', { name: 'متابعة' }).click()
  await expect(page.getByRole('heading', { name: 'استلمنا طلبك' })).toBeFocused()
  await expect(page.getByText(/^EXT-\d{4}-\d{8}$/)).toBeVisible()
})

/** react-day-picker's code is the script that names its `rdp-` class prefix. */
const DAY_PICKER = 'rdp-'

test('the calendar is fetched when the button is reached for; pressed before it arrives, it shows once it has', async ({
  page,
}) => {
  // The calendar's script is held back until released.
  const calendarScripts: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await interceptScript(page, DAY_PICKER, async (url) => {
    calendarScripts.push(url)
    await held
  })
  await page.goto('/extend-insurance', { waitUntil: 'networkidle' })
  expect(calendarScripts, 'the form loads without the calendar').toEqual([])

  await calendarButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Choose Visa Expiry Date' })
  await expect(dialog.getByRole('status')).toHaveText('Loading the calendar…')
  // The status shows as soon as the import starts; the calendar's own chunk may be requested a
  // moment later, after the chunks it depends on.
  await expect.poll(() => calendarScripts.length).toBe(1)
  release()
  await expect(dialog.getByRole('grid')).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveCount(0)
})

test('when the calendar cannot be fetched the dialog says so, and opening it again tries again', async ({
  page,
}) => {
  let offline = true
  await interceptScript(page, DAY_PICKER, () => (offline ? 'offline' : undefined))
  await page.goto('/ar/extend-insurance', { waitUntil: 'networkidle' })
  const button = calendarButton(page, 'ar')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'اختيار تاريخ انتهاء التأشيرة' })
  await expect(dialog.getByRole('alert')).toHaveText(
    'تعذّر تحميل التقويم. اكتب التاريخ في الحقل بدلًا من ذلك.',
  )
  // The field still takes a typed date.
  await button.click()
  await expect(dialog).toBeHidden()
  const date = page.getByRole('textbox', { name: 'تاريخ انتهاء التأشيرة' })
  await date.fill(shown(addMonths(riyadhToday(), 1)))
  await date.blur()
  await expect(page.locator('#visa_expiry_date-error')).toHaveCount(0)

  offline = false
  await button.click()
  await expect(dialog.getByRole('grid')).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})
