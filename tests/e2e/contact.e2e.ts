import AxeBuilder from '@axe-core/playwright'
import { expect, interceptScript, type Locator, type Page, test } from './fixtures'

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/** The form's words in each language: the spec's English (§2.6, §5, §8) and its Arabic twins. */
const texts = {
  en: {
    path: '/contact-us',
    title: 'Send us a message',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    subject: 'Subject',
    message: 'Message',
    consent: /^I agree/,
    send: 'Send message',
    summary: 'There is a problem',
    nameRequired: 'Name is required',
    nameShort: 'Name must be at least 3 characters',
    emailInvalid: 'Invalid email address',
    emailRequired: 'Email is required',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    consentRequired: 'You must agree to the use of your details to continue',
    sent: 'Message submitted successfully!',
    failed: 'Failed to submit message: Server unavailable',
    failedGeneric: 'An error occurred while submitting your message.',
    close: 'Close notice',
    sample: {
      name: 'Noura Al-Qahtani',
      subject: 'Changing my address',
      message: 'How do I update the address on my policy?',
    },
  },
  ar: {
    path: '/ar/contact-us',
    title: 'أرسل لنا رسالة',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    subject: 'الموضوع',
    message: 'الرسالة',
    consent: /^أوافق/,
    send: 'إرسال الرسالة',
    summary: 'توجد مشكلة',
    nameRequired: 'الاسم مطلوب',
    nameShort: 'يجب ألا يقل الاسم عن 3 أحرف',
    emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
    emailRequired: 'البريد الإلكتروني مطلوب',
    subjectRequired: 'الموضوع مطلوب',
    messageRequired: 'الرسالة مطلوبة',
    consentRequired: 'يجب أن توافق على استخدام بياناتك للمتابعة',
    sent: 'تم إرسال رسالتك بنجاح!',
    failed: 'تعذّر إرسال الرسالة: Server unavailable',
    failedGeneric: 'حدث خطأ أثناء إرسال رسالتك.',
    close: 'إغلاق التنبيه',
    sample: {
      name: 'نورة القحطاني',
      subject: 'تغيير العنوان',
      message: 'كيف أحدّث العنوان في وثيقتي؟',
    },
  },
} as const

type Texts = (typeof texts)[keyof typeof texts]

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (window === window.top) localStorage.setItem('cookiesAccepted', 'true')
  })
})

function contactForm(page: Page, t: Texts): Locator {
  return page.getByRole('region', { name: t.title }).locator('form')
}

/**
 * The notice itself, inside its live region (status for success, alert for failure). The region
 * has no size of its own, so visibility is checked on the notice.
 */
function notice(page: Page, role: 'status' | 'alert', text: string): Locator {
  return page.getByRole(role).locator('[data-notice]').filter({ hasText: text })
}

async function fillValid(form: Locator, t: Texts, stamp: string) {
  await form.getByLabel(t.name, { exact: true }).fill(t.sample.name)
  await form.getByLabel(t.email, { exact: true }).fill('noura@example.com')
  await form.getByLabel(t.phone).fill('0551234567')
  await form.getByLabel(t.subject, { exact: true }).fill(`${t.sample.subject} ${stamp}`)
  await form.getByLabel(t.message, { exact: true }).fill(t.sample.message)
  await form.getByLabel(t.consent).check()
}

for (const locale of ['en', 'ar'] as const) {
  const t = texts[locale]

  test.describe(`contact form (${locale})`, () => {
    test('shows a field’s message once it is left, and the error summary on submit', async ({
      page,
    }) => {
      await page.goto(t.path, { waitUntil: 'networkidle' })
      const form = contactForm(page, t)
      const name = form.getByLabel(t.name, { exact: true })
      await expect(form.getByLabel(t.phone)).toHaveAttribute('type', 'tel')
      await expect(form.getByLabel(t.phone)).toHaveAttribute('autocomplete', 'tel')
      await expect(form.getByLabel(t.message, { exact: true })).toHaveAttribute('rows', '4')
      await expect(
        page
          .getByRole('link', { name: locale === 'en' ? 'privacy policy' : 'سياسة الخصوصية' })
          .last(),
      ).toHaveAttribute('href', locale === 'en' ? '/privacy-policy' : '/ar/privacy-policy')

      // Nothing shows before a field is touched.
      await name.fill('Al')
      await expect(page.locator('#name-error')).toHaveCount(0)
      await name.blur()
      await expect(page.locator('#name-error')).toHaveText(new RegExp(`${t.nameShort}$`))
      await name.fill('')
      await expect(page.locator('#name-error')).toHaveText(new RegExp(`${t.nameRequired}$`))
      const email = form.getByLabel(t.email, { exact: true })
      await email.fill('noura@')
      await email.blur()
      await expect(page.locator('#email-error')).toHaveText(new RegExp(`${t.emailInvalid}$`))
      await email.fill('')
      await expect(page.locator('#email-error')).toHaveText(new RegExp(`${t.emailRequired}$`))
      // The phone number has no rule.
      await form.getByLabel(t.phone).fill('x')
      await form.getByLabel(t.phone).blur()
      await expect(page.locator('#phoneNumber-error')).toHaveCount(0)
      await form.getByLabel(t.phone).fill('')

      await form.getByRole('button', { name: t.send }).click()
      const summary = page.getByRole('alert').filter({ hasText: t.summary })
      await expect(summary).toBeVisible()
      await expect(summary.getByRole('link')).toHaveText([
        t.nameRequired,
        t.emailRequired,
        t.subjectRequired,
        t.messageRequired,
        t.consentRequired,
      ])
      await expect(page.locator(':focus')).toContainText(t.summary)
      await expect(form.getByLabel(t.subject, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expectNoAxeViolations(page)

      await summary.getByRole('link', { name: t.messageRequired }).click()
      await expect(form.getByLabel(t.message, { exact: true })).toBeFocused()
    })

    test('the checking code comes when the form is reached; if it cannot, the API’s messages land on the fields', async ({
      page,
    }) => {
      // zod and the rules are held back as if the connection dropped (its class names mark them).
      const fetched: string[] = []
      await interceptScript(page, '$ZodType', (url) => {
        fetched.push(url)
        return 'offline'
      })
      await page.goto(t.path, { waitUntil: 'networkidle' })
      expect(fetched, 'scripts with zod before the form is reached').toEqual([])

      const form = contactForm(page, t)
      await form.getByLabel(t.name, { exact: true }).focus()
      await expect.poll(() => fetched.length).toBeGreaterThan(0)

      const answered = page.waitForResponse('**/api/contact-us')
      await form.getByRole('button', { name: t.send }).click()
      expect((await answered).status()).toBe(400)
      const summary = page.getByRole('alert').filter({ hasText: t.summary })
      await expect(summary.getByRole('link')).toHaveText([
        t.nameRequired,
        t.emailRequired,
        t.subjectRequired,
        t.messageRequired,
      ])
      await expect(page.locator('#name-error')).toHaveText(new RegExp(`${t.nameRequired}$`))
    })

    test('sends a message: the button waits, a notice at the top end says so, the form empties, the notice goes after 6 s', async ({
      page,
    }) => {
      await page.goto(t.path, { waitUntil: 'networkidle' })
      const form = contactForm(page, t)
      await fillValid(form, t, String(Date.now()))
      // Hold the answer back a moment to see the button while the message is on its way.
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/contact-us', async (route) => {
        await held
        await route.continue()
      })
      const answered = page.waitForResponse('**/api/contact-us')
      await form.getByRole('button', { name: t.send }).click()
      const busy = form.locator('button[type="submit"]')
      await expect(busy).toBeDisabled()
      await expect(busy).toHaveCSS('opacity', '0.6')
      release()
      expect((await answered).status()).toBe(201)

      const sent = notice(page, 'status', t.sent)
      await expect(sent).toBeVisible()
      const shownAt = Date.now()
      const box = (await sent.boundingBox())!
      const width = page.viewportSize()!.width
      if (locale === 'en') expect(width - (box.x + box.width)).toBeLessThan(32)
      else expect(box.x).toBeLessThan(32)
      expect(box.y).toBeLessThan(32)

      await expect(form.getByLabel(t.name, { exact: true })).toHaveValue('')
      await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('')
      await expect(form.getByLabel(t.phone)).toHaveValue('')
      await expect(form.getByLabel(t.subject, { exact: true })).toHaveValue('')
      await expect(form.getByLabel(t.message, { exact: true })).toHaveValue('')
      await expect(form.getByLabel(t.consent)).not.toBeChecked()
      await expect(form.getByRole('button', { name: t.send })).toBeEnabled()
      await expectNoAxeViolations(page)

      await expect(sent).toBeHidden({ timeout: 9000 })
      const shownFor = Date.now() - shownAt
      expect(shownFor).toBeGreaterThan(5000)
      expect(shownFor).toBeLessThan(8000)
    })

    test('shows the server’s message when sending fails, keeps what was typed, and closes on request', async ({
      page,
    }) => {
      await page.goto(t.path, { waitUntil: 'networkidle' })
      const form = contactForm(page, t)
      await fillValid(form, t, 'failure')
      await page.route('**/api/contact-us', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Server unavailable' }),
        }),
      )
      await form.getByRole('button', { name: t.send }).click()
      const failed = notice(page, 'alert', t.failed)
      await expect(failed).toBeVisible()
      await expect(failed).toHaveText(t.failed)
      await expect(form.getByLabel(t.name, { exact: true })).toHaveValue(t.sample.name)
      await expect(form.getByLabel(t.consent)).toBeChecked()
      await expectNoAxeViolations(page)
      await failed.getByRole('button', { name: t.close }).click()
      await expect(failed).toBeHidden()
    })

    test('falls back to a general message when the request does not get through', async ({
      page,
    }) => {
      await page.goto(t.path, { waitUntil: 'networkidle' })
      const form = contactForm(page, t)
      await fillValid(form, t, 'abort')
      await page.route('**/api/contact-us', (route) => route.abort('internetdisconnected'))
      await form.getByRole('button', { name: t.send }).click()
      const generic = notice(page, 'alert', t.failedGeneric)
      await expect(generic).toBeVisible()
      await expect(generic).toHaveText(t.failedGeneric)

      // An answer that is not JSON gets the same fallback.
      await page.unroute('**/api/contact-us')
      await page.route('**/api/contact-us', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      )
      await generic.getByRole('button', { name: t.close }).click()
      await expect(generic).toBeHidden()
      await form.getByRole('button', { name: t.send }).click()
      await expect(generic).toBeVisible()
    })

    test('puts the server’s field messages on their fields', async ({ page }) => {
      await page.goto(t.path, { waitUntil: 'networkidle' })
      const form = contactForm(page, t)
      await fillValid(form, t, 'server-errors')
      // What the server checks the browser cannot: here an address its own rule refuses.
      await page.route('**/api/contact-us', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            message: 'Please correct the errors in the form.',
            errors: { email: t.emailInvalid },
          }),
        }),
      )
      await form.getByRole('button', { name: t.send }).click()
      await expect(page.locator('#email-error')).toHaveText(new RegExp(`${t.emailInvalid}$`))
      await expect(
        page.getByRole('alert').filter({ hasText: t.summary }).getByRole('link'),
      ).toHaveText([t.emailInvalid])
      await expect(notice(page, 'alert', 'Please correct the errors in the form.')).toBeVisible()
    })
  })
}
