import type { SectionKindOf } from '../sectionKind'
import { StatisticsBlock } from './config'
import { statistics } from './fromWire'
import { statisticsFields } from './wire'

export const section = {
  block: StatisticsBlock,
  fields: statisticsFields,
  fromWire: statistics,
} satisfies SectionKindOf<'statistics'>
