import { readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { sectionBlocks, sectionNames } from '@/blocks'

import { sectionPictureFolder, sectionPictureURL } from './address.mjs'

const pictures = readdirSync(sectionPictureFolder).filter((file) => file.endsWith('.webp'))

describe('the block chooser pictures', () => {
  it('shows each section kind by its own picture', () => {
    for (const block of sectionBlocks) expect(block.imageURL).toBe(sectionPictureURL(block.slug))
  })

  it.each(sectionNames)('%s: has a 3:2 picture in each admin language', async (kind) => {
    for (const language of ['en', 'ar']) {
      const file = path.join(sectionPictureFolder, `${kind}.${language}.webp`)
      const { format, width, height } = await sharp(file).metadata()
      expect({ format, width, height }).toEqual({ format: 'webp', width: 480, height: 320 })
    }
  })

  it('keeps no picture of a kind there is not', () => {
    const kinds = new Set(pictures.map((file) => file.split('.')[0] ?? ''))
    expect(
      [...kinds].filter((kind) => !(sectionNames as readonly string[]).includes(kind)),
    ).toEqual([])
  })
})
