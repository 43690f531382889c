import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { describe, expect, it } from 'vitest'

import { richText } from '@/seed/richText'

const html = (markup: string) =>
  convertLexicalToHTML({
    data: richText(markup) as unknown as SerializedEditorState,
    disableContainer: true,
  })

describe('seed rich text markup', () => {
  it('makes paragraphs, headings, bullet lists and bold text', () => {
    const out = html('## Cover\n\nFirst **bold** line.\n\n- one\n- two')
    expect(out).toContain('<h3>Cover</h3>')
    expect(out).toContain('<strong>bold</strong>')
    expect(out).toMatch(/<ul[^>]*>.*one.*two.*<\/ul>/s)
  })

  it('makes links, opening full addresses in a new tab', () => {
    const out = html('See [claims](/claims) or [our site](https://rafeef.example).')
    expect(out).toMatch(/<a href="\/claims"[^>]*>claims<\/a>/)
    expect(out).toMatch(/<a href="https:\/\/rafeef.example"[^>]*target="_blank"[^>]*>our site<\/a>/)
  })
})
