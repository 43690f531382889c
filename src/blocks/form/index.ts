import type { SectionKindOf } from '../sectionKind'
import { FormBlock } from './config'
import { form } from './fromWire'
import { formToWire } from './toWire'
import { formFields } from './wire'

export const section = {
  block: FormBlock,
  fields: formFields,
  fromWire: form,
  toWire: formToWire,
} satisfies SectionKindOf<'form'>
