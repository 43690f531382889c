import { describe, expect, it } from 'vitest'

import { isSafeLink } from '@/fields/safeLink'

describe('links an editor may save', () => {
  it.each([
    'get-a-quote',
    '/claims',
    '/ar/claims?x=1#top',
    '#contact',
    'https://eservices.rafeef.example/login?lang=en',
    'HTTP://example.com',
    'mailto:care@rafeef.example',
    'tel:+966800124733',
  ])('takes %s', (link) => {
    expect(isSafeLink(link)).toBe(true)
  })

  it.each([
    'javascript:alert(4)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false)
  })
})
