import type { SectionKindOf } from '../sectionKind'
import { ImageBlogBlock } from './config'
import { imageBlog } from './fromWire'
import { imageBlogFields } from './wire'

export const section = {
  block: ImageBlogBlock,
  fields: imageBlogFields,
  fromWire: imageBlog,
} satisfies SectionKindOf<'image_blog'>
