import type { ImageBlogBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Text with image", as the CMS stores them and the wire sends them. */
export const imageBlogFields = {
  header: true,
  description: true,
  image: true,
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ImageBlogWire = WireSectionOf<typeof imageBlogFields, { content: 'title' }>
