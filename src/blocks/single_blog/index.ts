import type { SectionKindOf } from '../sectionKind'
import { SingleBlogBlock } from './config'
import { singleBlog } from './fromWire'
import { singleBlogFields } from './wire'

export const section = {
  block: SingleBlogBlock,
  fields: singleBlogFields,
  fromWire: singleBlog,
} satisfies SectionKindOf<'single_blog'>
