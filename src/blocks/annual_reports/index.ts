import type { SectionKindOf } from '../sectionKind'
import { AnnualReportsBlock } from './config'
import { annualReports } from './fromWire'
import { annualReportsToWire } from './toWire'
import { annualReportsFields } from './wire'

export const section = {
  block: AnnualReportsBlock,
  fields: annualReportsFields,
  fromWire: annualReports,
  toWire: annualReportsToWire,
} satisfies SectionKindOf<'annual_reports'>
