import type { SectionKindOf } from '../sectionKind'
import { FullBannerBlock } from './config'
import { fullBanner } from './fromWire'
import { fullBannerFields } from './wire'

export const section = {
  block: FullBannerBlock,
  fields: fullBannerFields,
  fromWire: fullBanner,
} satisfies SectionKindOf<'full_banner'>
