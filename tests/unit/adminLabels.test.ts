import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { JobPostings } from '@/features/careers/collections/JobPostings'
import { PageGroups } from '@/features/pages/collections/PageGroups'
import { Pages } from '@/features/pages/collections/Pages'
import { Footer } from '@/globals/Footer'
import { FormOptions } from '@/globals/FormOptions'
import { Header } from '@/globals/Header'
import { SiteSettings } from '@/globals/SiteSettings'

type Labelled = { name: string; labels?: { singular?: unknown; plural?: unknown } }

/** Every list of rows (an array or blocks field) in some fields, nested ones and blocks' too. */
function lists(fields: Field[], path: string, into: [string, Labelled][] = []) {
  for (const field of fields) {
    const here = 'name' in field ? `${path}.${field.name}` : path
    if (field.type === 'array' || field.type === 'blocks') into.push([here, field])
    if ('fields' in field) lists(field.fields, here, into)
    if (field.type === 'tabs') for (const tab of field.tabs) lists(tab.fields, here, into)
    if (field.type === 'blocks')
      for (const block of field.blocks as Block[])
        lists(block.fields, `${here}.${block.slug}`, into)
  }
  return into
}

const configs = [Pages, PageGroups, JobPostings, Header, Footer, FormOptions, SiteSettings]
const all = configs.flatMap((config) => lists(config.fields, config.slug))

describe('the admin names the rows of every list in both languages', () => {
  it('finds the lists', () => {
    expect(all.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'pages.sections',
        'pages.attributes',
        'pages.sections.whoWeAre.socialMedia.socialLinks',
      ]),
    )
  })

  // Payload's "Add …" button and each row's title use these; without them the Arabic admin
  // shows the field's name in English ("أضف Section").
  it.each(all)('%s', (_, field) => {
    for (const form of ['singular', 'plural'] as const) {
      expect(field.labels?.[form], form).toEqual({ en: expect.any(String), ar: expect.any(String) })
    }
  })
})
