import { describe, expect, it } from 'vitest'

import { contentHref, sectionButton } from '@/content/fromWire/links'
import { plainParagraphs } from '@/content/fromWire/text'
import type { WireObject } from '@/content/wire'

import { sectionBuilder } from '../shared/wireSection'
import { singleBlog } from './wire'

const section = sectionBuilder('single_blog', { id: 's1' })

describe('singleBlog', () => {
  const content = {
    header: 'Life at Rafeef',
    header_ar: 'العمل في رفيف',
    description: '<p>Insurance is a promise.</p>',
    description_ar: '<p>التأمين وعد.</p>',
    button_text: 'Get a quote',
    button_text_ar: 'اطلب عرض سعر',
    button_url: '/get-a-quote',
  }

  it('uses the Arabic twins in Arabic and the plain fields in English', () => {
    expect(singleBlog(section(content), 'ar')).toMatchObject({
      kind: 'single_blog',
      header: 'العمل في رفيف',
      description: '<p>التأمين وعد.</p>',
      button: { text: 'اطلب عرض سعر', href: '/get-a-quote', external: false },
    })
    expect(singleBlog(section(content), 'en')).toMatchObject({
      header: 'Life at Rafeef',
      button: { text: 'Get a quote' },
    })
  })

  it('falls back to the plain field when the Arabic twin is missing or "null"', () => {
    const view = singleBlog(
      section({ ...content, header_ar: 'null', description_ar: undefined }),
      'ar',
    )
    expect(view).toMatchObject({
      header: 'Life at Rafeef',
      description: '<p>Insurance is a promise.</p>',
    })
  })

  it('keeps the HTML description as it is (RichText sanitizes it)', () => {
    expect(
      singleBlog(section({ description: '<h3>Main</h3><ul><li>One</li></ul>' }), 'en')?.description,
    ).toBe('<h3>Main</h3><ul><li>One</li></ul>')
  })

  it('treats <p>undefined</p> as no description', () => {
    expect(
      singleBlog(section({ header: 'Title', description: '<p>undefined</p>' }), 'en')?.description,
    ).toBe('')
  })

  it.each([{ button_text: 'null' }, { button_url: null }, { button_url: 'undefined' }])(
    'shows no button when its text or its link is missing or "null": %j',
    (change) => {
      expect(singleBlog(section({ ...content, ...change }), 'en')?.button).toBeNull()
    },
  )

  it('drops a section with nothing to show', () => {
    expect(
      singleBlog(section({ header: 'null', description: '<p>undefined</p>' }), 'en'),
    ).toBeNull()
  })
})

describe('sectionButton', () => {
  it('accepts the hero spelling buttonText + button_link', () => {
    // As a foreign server may send it: any names.
    const content: WireObject = { buttonText: 'Apply', button_link: 'https://jobs.example/apply' }
    expect(sectionButton(content, 'en')).toEqual({
      text: 'Apply',
      href: 'https://jobs.example/apply',
      external: true,
    })
  })
  it('reads the _en suffix in English', () => {
    expect(
      sectionButton({ button_text_en: 'Start', button_text: 'Plain', button_url: '/x' }, 'en')
        ?.text,
    ).toBe('Start')
  })
})

describe('contentHref', () => {
  it.each([
    ['get-a-quote', '/get-a-quote'],
    ['/claims', '/claims'],
    ['https://x.example/a', 'https://x.example/a'],
    ['mailto:care@rafeef.example', 'mailto:care@rafeef.example'],
    ['javascript:alert(1)', ''],
    ['  ', ''],
  ])('%j → %j', (input, expected) => {
    expect(contentHref(input)).toBe(expected)
  })
})

describe('plainParagraphs', () => {
  it('splits typed line breaks and HTML blocks, dropping tags and empty lines', () => {
    expect(plainParagraphs('One\n\nTwo')).toEqual(['One', 'Two'])
    expect(plainParagraphs('<p>One &amp; <b>all</b></p><p>Two</p>')).toEqual(['One & all', 'Two'])
    expect(plainParagraphs('')).toEqual([])
  })
})
