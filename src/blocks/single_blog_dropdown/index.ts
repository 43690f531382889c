import type { SectionKindOf } from '../sectionKind'
import { SingleBlogDropdownBlock } from './config'
import { singleBlogDropdown } from './fromWire'
import { singleBlogDropdownFields } from './wire'

export const section = {
  block: SingleBlogDropdownBlock,
  fields: singleBlogDropdownFields,
  fromWire: singleBlogDropdown,
} satisfies SectionKindOf<'single_blog_dropdown'>
