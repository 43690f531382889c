import { type BrowserForm, browserForm, type FieldList, type FormSchema } from '@/forms/fieldList'
import { schemaOf } from '@/forms/schemaOf'

import type { FormTranslator } from '@/forms/messages'
import type { OptionValues } from '@/forms/options'
import type { RequestType } from './requestTypes'

/**
 * A service form as the browser and the API both use it, made from its one field list: the request
 * type, the fields and the schema (the browser's part is `browserServiceForm`). The seven forms
 * differ only in their lists.
 */
export function serviceForm<Type extends RequestType, F extends FieldList<OptionValues>>(
  type: Type,
  fields: F,
) {
  return {
    type,
    fields,
    schema: (t: FormTranslator, lists: OptionValues): FormSchema<F> => schemaOf(fields, t, lists),
  }
}

export type ServiceForm<F extends FieldList<OptionValues> = FieldList<OptionValues>> = ReturnType<
  typeof serviceForm<RequestType, F>
>

/** A service form as its page hands it to the browser: the request type and the fields' layout. */
export type BrowserServiceForm<F extends FieldList<OptionValues>> = BrowserForm<F> & {
  type: RequestType
}

export function browserServiceForm<F extends FieldList<OptionValues>>({
  type,
  fields,
}: ServiceForm<F>): BrowserServiceForm<F> {
  return { type, ...browserForm(fields) }
}
