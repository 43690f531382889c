import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { sectionBlocks } from '@/blocks'
import { sectionToWire } from '@/content/toWire/sections'
import type { WireObject } from '@/content/wire'
import { richText } from '@/seed/richText'

/** The section kinds of spec §2.5, each of which the CMS must offer (it may offer more). */
const SPEC_KINDS = [
  'cover',
  'card',
  'slider',
  'statistics',
  'banner',
  'shortcuts',
  'largeSlider',
  'checklist',
  'whoWeAre',
  'single_blog',
  'image_blog',
  'single_image',
  'single_blog_dropdown',
  'redirect_section',
  'contact_information',
  'our_branches',
  'annual_reports',
  'tags_accordion',
  'links_list',
  'faq',
  'multiple_title',
  'form',
  'interested_to_join',
  'job_component',
  'customer_rights_section',
  'full_banner',
  'insurance_plans_report',
  'board_table',
]

type Expectation = Record<string, unknown>

/**
 * Builds a document for a block from its own field config, with a recognisable value per field,
 * and the wire values those fields must produce.
 */
function sample(
  fields: Field[],
  path: string,
): { doc: Record<string, unknown>; wire: Expectation } {
  const doc: Record<string, unknown> = {}
  const wire: Expectation = {}
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      const inner = sample(field.fields, path)
      Object.assign(doc, inner.doc)
      Object.assign(wire, inner.wire)
      continue
    }
    if (!('name' in field)) continue
    const name = field.name
    const id = `${path}.${name}`
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (field.localized) {
          doc[name] = { en: `${id} en`, ar: `${id} ar` }
          wire[name] = `${id} en`
          wire[`${name}_ar`] = `${id} ar`
        } else {
          doc[name] = id
          wire[name] = id
        }
        break
      case 'richText':
        doc[name] = { en: richText(`**${id}** en`), ar: richText(`${id} ar`) }
        wire[name] = `<p><strong>${id}</strong> en</p>`
        wire[`${name}_ar`] = `<p>${id} ar</p>`
        break
      case 'upload':
        doc[name] = { url: `/files/${id}`, alt: 'alt en', alt_ar: 'alt ar' }
        wire[name] = `/files/${id}`
        if (field.relationTo === 'media')
          Object.assign(wire, { [`${name}_alt`]: 'alt en', [`${name}_alt_ar`]: 'alt ar' })
        break
      case 'group': {
        const inner = sample(field.fields, id)
        doc[name] = inner.doc
        wire[name] = expect.objectContaining(inner.wire)
        break
      }
      case 'array': {
        const inner = sample(field.fields, id)
        doc[name] = [{ id: `${id}-row`, ...inner.doc }]
        wire[name] = [expect.objectContaining({ id: `${id}-row`, ...inner.wire })]
        break
      }
      case 'select':
        doc[name] =
          field.options[0] && typeof field.options[0] === 'object'
            ? field.options[0].value
            : field.options[0]
        wire[name] = doc[name]
        break
      case 'email':
        doc[name] = 'care@rafeef.example'
        wire[name] = 'care@rafeef.example'
        break
      case 'number':
        doc[name] = 4
        wire[name] = 4
        break
    }
  }
  return { doc, wire }
}

describe('sectionToWire', () => {
  it('has a block for each of the 28 section kinds of the spec', () => {
    const offered = sectionBlocks.map((b) => b.slug)
    expect(SPEC_KINDS.filter((kind) => !offered.includes(kind))).toEqual([])
    expect(new Set(offered).size).toBe(offered.length)
  })

  it.each(sectionBlocks.map((b) => [b.slug, b] as const))(
    '%s: every field reaches the wire with its twin',
    (slug, block) => {
      const itemsField = block.fields.find((f) => f.type === 'array' && f.name === 'items')
      const content = sample(
        block.fields.filter((f) => f !== itemsField),
        slug,
      )
      const items =
        itemsField && 'fields' in itemsField ? sample(itemsField.fields, `${slug}.items`) : null
      const doc = {
        id: `${slug}-1`,
        blockType: slug,
        ...content.doc,
        ...(items ? { items: [{ id: 'row-1', ...items.doc }] } : {}),
      }

      const wire = sectionToWire(doc, 3)

      expect(wire).toMatchObject({ id: `${slug}-1`, order: 3, section: { name: slug } })
      expect(wire!.content).toMatchObject(content.wire)
      if (items && slug !== 'form' && slug !== 'job_component') {
        expect(wire!.repeatable_content).toEqual([
          { id: 'row-1', content: expect.objectContaining(items.wire) },
        ])
      }
    },
  )

  it('skips a block type it does not know', () => {
    expect(sectionToWire({ blockType: 'hologram' }, 0)).toBeNull()
  })

  it('annual reports: quarters as {name, url}, the Arabic file second, missing files left out', () => {
    const wire = sectionToWire(
      {
        id: 'r',
        blockType: 'annual_reports',
        items: [
          {
            id: 'y2024',
            year: '2024',
            year_ar: '2024',
            yearly: { url: '/y.pdf' },
            q1: { url: '/q1.pdf' },
            q1_ar: { url: '/q1-ar.pdf' },
            q2: { url: '/q2.pdf' },
          },
        ],
      },
      0,
    )
    const item = wire!.repeatable_content[0]!.content as WireObject
    expect(item.year).toBe('2024')
    expect(item.yearly).toBe('/y.pdf')
    expect(item.q3).toBeNull()
    expect(item.quarters).toEqual([
      { name: 'Q1', url: '/q1.pdf' },
      { name: 'Q1', url: '/q1-ar.pdf' },
      { name: 'Q2', url: '/q2.pdf' },
    ])
  })

  it("form: fields carry the spec's hyphenated names", () => {
    const wire = sectionToWire(
      {
        id: 'f',
        blockType: 'form',
        items: [
          {
            id: 'i',
            input_label: { en: 'Name', ar: 'الاسم' },
            input_text: { en: 'Your name', ar: 'اسمك' },
          },
        ],
      },
      0,
    )
    expect(wire!.repeatable_content[0]).toEqual({ id: 'i', content: expect.any(Object) })
    expect(wire!.repeatable_content[0]!.content).toEqual({
      'input-label': 'Name',
      'input-label_ar': 'الاسم',
      'input-text': 'Your name',
      'input-text_ar': 'اسمك',
    })
  })

  it('job cards: each item is a job in the wire format', () => {
    const wire = sectionToWire(
      {
        id: 'j',
        blockType: 'job_component',
        header: { en: 'Openings', ar: 'الوظائف' },
        jobs: [
          {
            id: 7,
            title: { en: 'Actuary', ar: 'خبير اكتواري' },
            location: {
              id: 1,
              name: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
              code: 'SA',
            },
            description: { en: 'One.\n\nTwo.', ar: 'واحد.\n\nاثنان.' },
            tags: [{ tag: { en: 'Finance', ar: 'مالية' } }],
            updatedAt: '2026-11-01T09:00:00.000Z',
          },
        ],
      },
      0,
    )
    expect(wire!.content).toMatchObject({ header: 'Openings', header_ar: 'الوظائف' })
    expect(wire!.repeatable_content[0]!.content).toMatchObject({
      id: 7,
      title: 'Actuary',
      title_ar: 'خبير اكتواري',
      location: 'Saudi Arabia',
      location_ar: 'المملكة العربية السعودية',
      description: ['One.', 'Two.'],
      description_ar: ['واحد.', 'اثنان.'],
      tags: ['Finance'],
      tags_ar: ['مالية'],
      updated_at: '2026-11-01T09:00:00.000Z',
    })
  })
})
