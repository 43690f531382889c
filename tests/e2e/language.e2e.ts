import { expect, test } from './fixtures'

test('the language switch goes to the twin URL and is remembered', async ({ page, context }) => {
  await page.goto('/who-we-are')
  await page.getByRole('link', { name: 'Switch to Arabic' }).click()
  await expect(page).toHaveURL(/\/ar\/who-we-are$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar')
  const cookie = (await context.cookies()).find((c) => c.name === 'language')
  expect(cookie?.value).toBe('ar')

  // A returning visitor on the bare home address gets the language chosen last...
  await page.goto('/')
  await expect(page).toHaveURL(/\/ar$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  // ...while a link to an English page opens in English whatever was chosen.
  await page.goto('/who-we-are')
  await expect(page).toHaveURL(/localhost:\d+\/who-we-are$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/ar')

  await page.getByRole('link', { name: 'التبديل إلى الإنجليزية' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await page.goto('/who-we-are')
  await expect(page).toHaveURL(/localhost:\d+\/who-we-are$/)
})

test('the switch is reachable and usable with the keyboard', async ({ page }) => {
  await page.goto('/')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  // The top bar in reading order: the search field and its button, online services, the switch.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('searchbox', { name: 'Words to search for' })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Switch to Arabic' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ar$/)
})
