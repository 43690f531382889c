import type { SingleImageBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Image", as the CMS stores them and the wire sends them. */
export const singleImageFields = { image: true } satisfies FieldNames<Stored>

export type SingleImageWire = WireSectionOf<typeof singleImageFields>
