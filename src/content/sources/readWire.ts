import type * as z from 'zod/mini'

/** What `read` answers for a value that is not of the schema's shape at all. */
const UNREADABLE = Symbol('unreadable')

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value read leniently against one of the wire's schemas (../wire.ts): its shape is checked,
 * not its leaves. fromWire copes field by field with what foreign servers send: `"null"` and
 * numbers for texts, `content: null`, a section without a name, `_en` keys beside the plain ones.
 * What it cannot cope with is a value of another shape (a text where a list is expected, a list
 * where an object is), so:
 * - an object must be an object; a field of the wrong shape is left out (a list becomes empty,
 *   as does a missing list the wire always sends; null stays null), and keys the schema does not
 *   name are kept;
 * - a list must be a list; an item of the wrong shape is dropped, and the others kept;
 * - a text, number or id may be any text, number or true/false.
 */
function read(schema: z.core.$ZodType, value: unknown): unknown {
  const def = schema._zod.def
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return value == null ? value : read((def as z.core.$ZodOptionalDef).innerType, value)
    case 'object': {
      if (!isRecord(value)) return UNREADABLE
      const out: Record<string, unknown> = { ...value }
      for (const [key, field] of Object.entries((def as z.core.$ZodObjectDef).shape)) {
        if (!Object.hasOwn(value, key)) {
          // A list the wire always sends reads as empty when it is missing.
          if (field._zod.def.type === 'array') out[key] = []
          continue
        }
        const fieldValue = read(field, value[key])
        if (fieldValue !== UNREADABLE) out[key] = fieldValue
        else if (isList(field)) out[key] = []
        // null is how a foreign server says "none" (`content: null`): fromWire reads it as empty.
        else if (value[key] !== null) delete out[key]
      }
      return out
    }
    case 'array': {
      if (!Array.isArray(value)) return UNREADABLE
      const element = (def as z.core.$ZodArrayDef).element
      return value.map((item) => read(element, item)).filter((item) => item !== UNREADABLE)
    }
    case 'record':
      // A section's fields (`z.custom` values): any JSON the kind's mapper reads.
      return isRecord(value) ? value : UNREADABLE
    case 'union': {
      for (const option of (def as z.core.$ZodUnionDef).options) {
        const optionValue = read(option, value)
        if (optionValue !== UNREADABLE) return optionValue
      }
      return UNREADABLE
    }
    case 'string':
    case 'number':
    case 'boolean':
      return ['string', 'number', 'boolean'].includes(typeof value) ? value : UNREADABLE
    default:
      // A kind of schema this reader was not written for (an enum, a literal, a transform): read
      // leniently it would let anything through, so adding one to the wire fails here, in tests.
      throw new Error(`readWire cannot read schemas of type ${def.type}`)
  }
}

/** A list, possibly optional or nullable: read as empty when it is of another shape. */
function isList(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def
  if (def.type === 'optional' || def.type === 'nullable')
    return isList((def as z.core.$ZodOptionalDef).innerType)
  return def.type === 'array'
}

/** A body that is not of the wire's shape at all (a text, or a list for a page). */
export class MalformedContentError extends Error {
  constructor(readonly path: string) {
    super(`Content API sent a body of the wrong shape for ${path}`)
  }
}

/**
 * `body` read against `schema` (see `read`), typed as the wire. Its leaves may still be any text,
 * number or true/false, as the wire's own comments say and fromWire expects.
 */
export function readWire<S extends z.core.$ZodType>(
  schema: S,
  body: unknown,
  path: string,
): z.infer<S> {
  const value = read(schema, body)
  if (value === UNREADABLE) throw new MalformedContentError(path)
  return value as z.infer<S>
}
