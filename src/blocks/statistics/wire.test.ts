import { describe, expect, it } from 'vitest'

import { listBuilder } from '../shared/wireSection'
import { statistics } from './wire'

const section = listBuilder('statistics', {
  id: 'st',
  content: { header: 'In figures', header_ar: 'في أرقام' },
})

describe('statistics', () => {
  it('maps header to the value and title to the caption, Arabic twins first', () => {
    expect(
      statistics(
        section([
          { header: 'SR 600m', header_ar: '600 مليون', title: 'Capital', title_ar: 'رأس المال' },
        ]),
        'ar',
      ),
    ).toMatchObject({
      kind: 'statistics',
      header: 'في أرقام',
      items: [{ id: 'i0', value: '600 مليون', label: 'رأس المال' }],
    })
  })

  it('falls back to the plain field and keeps the order', () => {
    const view = statistics(
      section([
        { header: '1', title: 'One', title_ar: 'null' },
        { header: '2', title: 'Two' },
      ]),
      'ar',
    )
    expect(view?.items.map((i) => i.label)).toEqual(['One', 'Two'])
  })

  it('drops an empty list', () => {
    expect(statistics(section([{ header: 'undefined', title: 'null' }]), 'en')).toBeNull()
  })
})
