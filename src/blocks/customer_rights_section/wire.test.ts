import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { listBuilder } from '../shared/wireSection'
import { customerRightsSection } from './wire'

const section = listBuilder('customer_rights_section', {
  id: 'c1',
  itemIds: 'd',
  content: { header: 'Your rights', header_ar: 'حقوقك', description: '<p>Read them</p>' },
})

const doc = {
  pdfTitle: 'Notice',
  pdfTitle_ar: 'إشعار',
  pdf: '/notice.pdf',
  pdf_ar: '/notice-ar.pdf',
}

describe('customerRightsSection', () => {
  it('is registered for the wire name customer_rights_section', () => {
    expect(sectionsFromWire([section([doc])], 'en')[0]?.kind).toBe('customer_rights_section')
  })

  it('maps header, description (HTML) and documents in English', () => {
    expect(customerRightsSection(section([doc]), 'en')).toEqual({
      kind: 'customer_rights_section',
      id: 'c1',
      header: 'Your rights',
      description: '<p>Read them</p>',
      documents: [{ id: 'd0', title: 'Notice', href: '/notice.pdf' }],
    })
  })

  it('uses the Arabic title and the Arabic file, with the English file when there is none', () => {
    const view = customerRightsSection(
      section([doc, { pdfTitle: 'Form', pdfTitle_ar: 'نموذج', pdf: '/form.pdf', pdf_ar: null }]),
      'ar',
    )
    expect(view?.header).toBe('حقوقك')
    expect(view?.documents).toEqual([
      { id: 'd0', title: 'إشعار', href: '/notice-ar.pdf' },
      { id: 'd1', title: 'نموذج', href: '/form.pdf' },
    ])
  })

  it('drops documents without a title or a file, and <p>undefined</p> descriptions', () => {
    const view = customerRightsSection(
      section(
        [
          { pdfTitle: 'undefined', pdf: '/a.pdf' },
          { pdfTitle: 'B', pdf: 'null' },
        ],
        { header: 'H', description: '<p>undefined</p>' },
      ),
      'en',
    )
    expect(view).toMatchObject({ description: '', documents: [] })
  })

  it('gives nothing when there is no header, description or document', () => {
    expect(customerRightsSection(section([], {}), 'en')).toBeNull()
  })
})
