import type { SectionKindOf } from '../sectionKind'
import { SingleImageBlock } from './config'
import { singleImage } from './fromWire'
import { singleImageFields } from './wire'

export const section = {
  block: SingleImageBlock,
  fields: singleImageFields,
  fromWire: singleImage,
} satisfies SectionKindOf<'single_image'>
