import type { FieldValues, Resolver } from 'react-hook-form'
import type * as z from 'zod/mini'

export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<
  Input,
  unknown,
  Output
> & {
  /** Starts fetching the checking code, so it is there by the time a field is left. */
  preload: () => void
}

/**
 * A resolver whose code (zod, the form's rules, the zod resolver) is fetched the first time it is
 * needed or preloaded, instead of with the page: a form page's first load carries none of it.
 */
export function lazySchemaResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): LazyResolver<Input, Output> {
  let pending: Promise<Resolver<Input, unknown, Output>> | undefined
  const check = () => {
    if (pending) return pending
    const fetching = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema),
    )
    // A failed fetch is tried again next time rather than remembered.
    fetching.catch(() => {
      if (pending === fetching) pending = undefined
    })
    return (pending = fetching)
  }
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await check()
    } catch {
      // Without the code (the connection dropped), the form goes as typed: the API checks it with
      // the same schema, and the form puts the API's messages on the fields.
      const unchecked: FieldValues = values
      return { values: unchecked as Output, errors: {} }
    }
    return resolve(values, context, options)
  }
  return Object.assign(resolver, { preload: () => void check().catch(() => undefined) })
}
