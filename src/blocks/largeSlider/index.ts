import type { SectionKindOf } from '../sectionKind'
import { LargeSliderBlock } from './config'
import { largeSlider } from './fromWire'
import { largeSliderFields } from './wire'

export const section = {
  block: LargeSliderBlock,
  fields: largeSliderFields,
  fromWire: largeSlider,
} satisfies SectionKindOf<'largeSlider'>
