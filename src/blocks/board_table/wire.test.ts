import { describe, expect, it } from 'vitest'

import { sectionsFromWire } from '@/content/fromWire/sections'

import { listBuilder } from '../shared/wireSection'
import { boardTable } from './wire'

const section = listBuilder('board_table', {
  id: 'b1',
  itemIds: 'm',
  content: { header: 'Board of Directors', header_ar: 'مجلس الإدارة' },
})

const member = {
  name: 'Eng. A',
  name_ar: 'م. أ',
  position: 'Chairman',
  position_ar: 'رئيس المجلس',
  members: 'Independent',
  members_ar: 'مستقل',
}

describe('boardTable', () => {
  it('is registered for the wire name board_table', () => {
    expect(sectionsFromWire([section([member])], 'en')[0]?.kind).toBe('board_table')
  })

  it('maps name, position and members classification in Arabic', () => {
    expect(boardTable(section([member]), 'ar')).toEqual({
      kind: 'board_table',
      id: 'b1',
      header: 'مجلس الإدارة',
      members: [{ id: 'm0', name: 'م. أ', position: 'رئيس المجلس', classification: 'مستقل' }],
    })
  })

  it('shows an "undefined" classification as empty and drops members without a name', () => {
    const view = boardTable(
      section([
        { ...member, members: 'undefined', members_ar: null },
        { name: 'null', position: 'x' },
      ]),
      'ar',
    )
    expect(view.members).toEqual([
      { id: 'm0', name: 'م. أ', position: 'رئيس المجلس', classification: '' },
    ])
  })

  it('leaves the header empty when content has none (the component says "Board of Directors")', () => {
    expect(boardTable(section([member], {}), 'en').header).toBe('')
  })
})
