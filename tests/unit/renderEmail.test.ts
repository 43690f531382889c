import { describe, expect, it } from 'vitest'

import { renderEmail } from '@/emails/layout'

describe('an email rendered from its blocks', () => {
  it('escapes what visitors typed, keeps references left to right and lays Arabic out RTL', async () => {
    const { html, text } = await renderEmail(
      'Subject <b>',
      [
        {
          locale: 'ar',
          blocks: [
            { kind: 'paragraph', text: 'مرحبًا <script>alert(1)</script>،\nسطر ثان' },
            { kind: 'facts', rows: [{ label: 'الرقم المرجعي', value: 'CLM-2026-1', ltr: true }] },
            { kind: 'link', label: 'تتبّع', href: 'https://example.com/track?a=1&b=2' },
          ],
        },
      ],
      [{ locale: 'en', blocks: [{ kind: 'paragraph', text: 'Automatic message.' }] }],
    )
    expect(html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(html).toContain('<title>Subject &lt;b&gt;</title>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toMatch(/<br\/?>سطر ثان/)
    expect(html).toContain('<bdi dir="ltr">CLM-2026-1</bdi>')
    expect(html).toContain('href="https://example.com/track?a=1&amp;b=2"')
    expect(html).toMatch(/<div lang="en" dir="ltr" style="[^"]*color:#64748b/)
    expect(text).toBe(
      'مرحبًا <script>alert(1)</script>،\nسطر ثان\n\nالرقم المرجعي: \u2066CLM-2026-1\u2069\n\n' +
        'تتبّع\nhttps://example.com/track?a=1&b=2\n\n----\n\nAutomatic message.',
    )
  })
})
