import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { form } from './wire'

const section = sectionBuilder('form', { id: 'f 1' })

const content = {
  header: 'Report fraud',
  header_ar: 'الإبلاغ عن الاحتيال',
  button_text: 'Report through the secure channel',
  button_text_ar: 'أبلغ عبر القناة الآمنة',
  button_url: 'https://rafeef.example/fraud-report',
}

describe('form', () => {
  it('reads the hyphenated spec names with their Arabic twins', () => {
    const view = form(
      section(content, [
        {
          'input-label': 'Phone',
          'input-label_ar': 'رقم الجوال',
          'input-text': '05X XXX XXXX',
          'input-text_ar': '05X XXX XXXX',
        },
      ]),
      'ar',
    )
    expect(view).toEqual({
      kind: 'form',
      id: 'f 1',
      header: 'الإبلاغ عن الاحتيال',
      fields: [{ id: 'form-f-1-0', label: 'رقم الجوال', placeholder: '05X XXX XXXX' }],
      button: {
        text: 'أبلغ عبر القناة الآمنة',
        href: 'https://rafeef.example/fraud-report',
        external: true,
      },
    })
  })

  it('accepts the underscore names too', () => {
    expect(
      form(section(content, [{ input_label: 'Name', input_text: 'Your name' }]), 'en')?.fields[0],
    ).toMatchObject({ label: 'Name', placeholder: 'Your name' })
  })

  it('gives each input an id that is unique and safe in HTML', () => {
    const view = form(
      { ...section(content, [{ 'input-label': 'A' }, { 'input-label': 'B' }]), id: 'sec/1' },
      'en',
    )
    expect(view?.fields.map((field) => field.id)).toEqual(['form-sec-1-0', 'form-sec-1-1'])
  })

  it('labels an input by its placeholder when the label is "undefined", and skips an input with neither', () => {
    const view = form(
      section(content, [
        { 'input-label': 'undefined', 'input-text': 'Policy number' },
        { 'input-label': 'null' },
      ]),
      'en',
    )
    expect(view?.fields).toEqual([{ id: 'form-f-1-0', label: 'Policy number', placeholder: '' }])
  })

  it('shows no button when the link is missing', () => {
    expect(
      form(section({ ...content, button_url: null }, [{ 'input-label': 'A' }]), 'en')?.button,
    ).toBeNull()
  })
})
