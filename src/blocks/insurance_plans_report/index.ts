import type { SectionKindOf } from '../sectionKind'
import { InsurancePlansReportBlock } from './config'
import { insurancePlansReport } from './fromWire'
import { insurancePlansReportFields } from './wire'

export const section = {
  block: InsurancePlansReportBlock,
  fields: insurancePlansReportFields,
  fromWire: insurancePlansReport,
} satisfies SectionKindOf<'insurance_plans_report'>
