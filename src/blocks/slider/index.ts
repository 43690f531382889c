import type { SectionKindOf } from '../sectionKind'
import { SliderBlock } from './config'
import { slider } from './fromWire'
import { sliderFields } from './wire'

export const section = {
  block: SliderBlock,
  fields: sliderFields,
  fromWire: slider,
} satisfies SectionKindOf<'slider'>
