import { describe, expect, it } from 'vitest'

import { sanitizePageHtml } from '@/utilities/sanitizeHtml'

describe('content HTML on a page', () => {
  it('keeps a phone number and an email left to right inside an Arabic sentence', () => {
    expect(sanitizePageHtml('<p>اتصل على 800 124 7333 أو اكتب إلى care@rafeef.example</p>')).toBe(
      '<p>اتصل على <bdi dir="ltr">800 124 7333</bdi> أو اكتب إلى <bdi dir="ltr">care@rafeef.example</bdi></p>',
    )
  })

  it('isolates the text of a phone link and a number in bold, and leaves short numbers alone', () => {
    expect(sanitizePageHtml('<a href="tel:+966114862000">+966 11 486 2000</a>')).toBe(
      '<a href="tel:+966114862000"><bdi dir="ltr">+966 11 486 2000</bdi></a>',
    )
    expect(sanitizePageHtml('<p>من 8 إلى 12 خلال 15 يومًا</p>')).toBe(
      '<p>من 8 إلى 12 خلال 15 يومًا</p>',
    )
  })

  it('still escapes what the content wrote as text', () => {
    expect(sanitizePageHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; 800 124 7333</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; <bdi dir="ltr">800 124 7333</bdi></p>',
    )
  })
})
