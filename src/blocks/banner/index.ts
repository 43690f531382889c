import type { SectionKindOf } from '../sectionKind'
import { BannerBlock } from './config'
import { banner } from './fromWire'
import { bannerFields } from './wire'

export const section = {
  block: BannerBlock,
  fields: bannerFields,
  fromWire: banner,
} satisfies SectionKindOf<'banner'>
