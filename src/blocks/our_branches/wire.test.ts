import { describe, expect, it } from 'vitest'

import { sectionBuilder } from '../shared/wireSection'
import { mapSrcFrom, ourBranches } from './wire'

const section = sectionBuilder('our_branches', { id: 'ob', itemIds: 'b' })

const MAP = 'https://www.google.com/maps/embed?pb=!1m18!1m12'

const headOffice = {
  branchTitle: 'Head Office',
  branchTitle_ar: 'المقر الرئيسي',
  location: 'Riyadh',
  location_ar: 'الرياض',
  address: 'King Fahd Road, Riyadh',
  address_ar: 'طريق الملك فهد، الرياض',
  poBox: 'PO Box 86012',
  poBox_ar: 'ص.ب 86012',
  phone: '+966 11 486 2000',
  fax: '+966 11 486 2001',
  iframeUrl: MAP,
}

describe('ourBranches', () => {
  it('maps branches in order with the Arabic twins', () => {
    const view = ourBranches(
      section({ header: 'Our branches', header_ar: 'فروعنا' }, [headOffice, { title: 'Jeddah' }]),
      'ar',
    )
    expect(view.header).toBe('فروعنا')
    expect(view.branches[0]).toEqual({
      id: 'b0',
      name: 'المقر الرئيسي',
      location: 'الرياض',
      address: 'طريق الملك فهد، الرياض',
      poBox: 'ص.ب 86012',
      phone: { text: '+966 11 486 2000', href: 'tel:+966114862000' },
      fax: '+966 11 486 2001',
      mapSrc: MAP,
    })
    expect(view.branches.map((branch) => branch.id)).toEqual(['b0', 'b1'])
  })

  it('reads the aliases branch-title, po-Box and map-location-url', () => {
    const [branch] = ourBranches(
      section({}, [
        {
          'branch-title': 'Dammam',
          'branch-title_ar': 'الدمام',
          'po-Box': 'PO Box 3418',
          'map-location-url': MAP,
        },
      ]),
      'ar',
    ).branches
    expect(branch).toMatchObject({ name: 'الدمام', poBox: 'PO Box 3418', mapSrc: MAP })
  })

  it('names a branch by its title, then its location', () => {
    const view = ourBranches(
      section({}, [{ title: 'Madinah Branch', location: 'Madinah' }, { location: 'Jeddah' }]),
      'en',
    )
    expect(view.branches.map((branch) => [branch.name, branch.location])).toEqual([
      ['Madinah Branch', 'Madinah'],
      ['Jeddah', ''],
    ])
  })

  it('hides address, PO box, phone and fax that are empty or "undefined"', () => {
    const [branch] = ourBranches(
      section({}, [
        {
          ...headOffice,
          address: 'undefined',
          address_ar: 'undefined',
          poBox: '',
          poBox_ar: null,
          phone: 'undefined',
          fax: ' undefined ',
        },
      ]),
      'ar',
    ).branches
    expect(branch).toMatchObject({ address: '', poBox: '', phone: null, fax: '' })
  })

  it('keeps the section with no branches (the empty state is shown)', () => {
    expect(ourBranches(section({ header: 'Our branches' }), 'en')).toEqual({
      kind: 'our_branches',
      id: 'ob',
      header: 'Our branches',
      branches: [],
    })
  })

  it('skips a branch without any name', () => {
    expect(ourBranches(section({}, [{ address: 'Somewhere' }]), 'en').branches).toEqual([])
  })
})

describe('mapSrcFrom', () => {
  it('takes a bare https address', () => {
    expect(mapSrcFrom(`  ${MAP}  `)).toBe(MAP)
  })

  it('extracts src from pasted embed code, decoding entities', () => {
    const code = `<iframe src="https://www.google.com/maps/embed?pb=1&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`
    expect(mapSrcFrom(code)).toBe('https://www.google.com/maps/embed?pb=1&hl=en')
  })

  it.each([
    ['http://maps.example/embed'],
    ['javascript:alert(1)'],
    ['<iframe src="data:text/html,hi"></iframe>'],
    ['<iframe width="600"></iframe>'],
    ['<div>no frame</div>'],
    ['not a url'],
    [''],
  ])('gives no map for %j', (value) => {
    expect(mapSrcFrom(value)).toBeNull()
  })

  it('gives no map when the field is "undefined" (via the mapper)', () => {
    expect(
      ourBranches(section({}, [{ title: 'X', iframeUrl: 'undefined' }]), 'en').branches[0]?.mapSrc,
    ).toBeNull()
  })
})
