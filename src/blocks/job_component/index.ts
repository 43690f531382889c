import type { SectionKindOf } from '../sectionKind'
import { JobComponentBlock } from './config'
import { jobComponent } from './fromWire'
import { jobComponentToWire } from './toWire'
import { jobComponentFields } from './wire'

export const section = {
  block: JobComponentBlock,
  fields: jobComponentFields,
  fromWire: jobComponent,
  toWire: jobComponentToWire,
} satisfies SectionKindOf<'job_component'>
