import * as z from 'zod/mini'

import type { FieldList, FormSchema, Shape } from './fieldList'
import type { FormTranslator } from './messages'

/** A form's schema: each field's rule, in the visitor's language and with the form's context. */
export function schemaOf<Context, F extends FieldList<Context>>(
  fields: F,
  t: FormTranslator,
  context: Context,
): FormSchema<F> {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const [name, spec] of Object.entries(fields)) shape[name] = spec.rule(t, context)
  return z.object(shape as Shape<F>)
}
