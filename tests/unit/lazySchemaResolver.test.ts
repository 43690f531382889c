import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'

import { lazySchemaResolver } from '@/components/forms/lazySchemaResolver'

const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Name is required')) })
type Input = z.input<typeof schema>
type Output = z.output<typeof schema>

const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazySchemaResolver', () => {
  it('fetches the schema once, on first use, and checks with it', async () => {
    const load = vi.fn(async () => schema)
    const resolver = lazySchemaResolver<Input, Output>(load)
    expect(load).not.toHaveBeenCalled()

    const failed = await resolver({ name: ' ' }, undefined, options)
    expect(failed.errors.name?.message).toBe('Name is required')
    const passed = await resolver({ name: ' Noura ' }, undefined, options)
    expect(passed).toEqual({ values: { name: 'Noura' }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloads without checking anything', async () => {
    const load = vi.fn(async () => schema)
    lazySchemaResolver<Input, Output>(load).preload()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('lets the form go as typed when the code cannot be fetched, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema)
    const resolver = lazySchemaResolver<Input, Output>(load)

    // The API checks with the same schema and the form shows its messages.
    expect(await resolver({ name: ' ' }, undefined, options)).toEqual({
      values: { name: ' ' },
      errors: {},
    })
    const retried = await resolver({ name: ' ' }, undefined, options)
    expect(retried.errors.name?.message).toBe('Name is required')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
