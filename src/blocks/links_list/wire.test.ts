import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { listBuilder } from '../shared/wireSection'
import { linksList } from './wire'

const section = listBuilder('links_list', {
  id: 'l1',
  content: { header: 'Related', header_ar: 'ذات صلة' },
})

describe('linksList', () => {
  it('is registered for the wire name links_list', () => {
    expect(sectionsFromWire([section([{ text: 'A', text_url: '/a' }])], 'en')[0]?.kind).toBe(
      'links_list',
    )
  })

  it('maps rows of content.text and content.text_url in order, in the visitor language', () => {
    const view = linksList(
      section([
        { text: 'Claims', text_ar: 'المطالبات', text_url: '/claims' },
        { text: 'IA', text_url: 'https://ia.gov.sa' },
      ]),
      'ar',
    )
    expect(view).toEqual({
      kind: 'links_list',
      id: 'l1',
      header: 'ذات صلة',
      links: [
        { id: 'i0', text: 'المطالبات', href: '/claims', external: false },
        { id: 'i1', text: 'IA', href: 'https://ia.gov.sa', external: true },
      ],
    })
  })

  it('gives site paths written without a slash their slash', () => {
    expect(linksList(section([{ text: 'FAQ', text_url: 'faqs-page' }]), 'en')?.links[0]?.href).toBe(
      '/faqs-page',
    )
  })

  it('drops rows whose text or address is missing or the text "null"', () => {
    const view = linksList(
      section([
        { text: 'null', text_url: '/a' },
        { text: 'B', text_url: 'undefined' },
        { text: 'C', text_url: '/c' },
      ]),
      'en',
    )
    expect(view?.links.map((l) => l.text)).toEqual(['C'])
  })

  it('gives nothing when no row is left', () => {
    expect(linksList(section([]), 'en')).toBeNull()
  })
})
