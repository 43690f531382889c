import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'

/**
 * What is wrong with a read's query string, or null when Payload may run it. Payload checks that
 * a query names real fields with real operators, but hands the values to the database as they
 * come: `where[id][in]=abc`, a date that is no date, `where[title][near]=1,2`, a repeated
 * `equals` (an array), `where=abc` or `limit=1e30` each fail there with a 500 for what is the
 * client's mistake. The values are checked against the field they compare with; a path into a
 * group, an array or a relation is checked for its shape only.
 */
export function queryProblem(collection: SanitizedCollectionConfig, search: string): string | null {
  // Parsed as Payload parses it (createPayloadRequest).
  const query = qs.parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>
  for (const name of ['limit', 'page'] as const) {
    const value = query[name]
    if (value !== undefined && !(typeof value === 'string' && /^\d{1,7}$/.test(value)))
      return `The ${name} must be a whole number below 10,000,000.`
  }
  if (query.where === undefined) return null
  return whereProblem(collection, query.where)
}

const numericId = (collection: SanitizedCollectionConfig) =>
  !collection.flattenedFields.some((field) => field.name === 'id' && field.type === 'text')

function whereProblem(collection: SanitizedCollectionConfig, where: unknown): string | null {
  if (!isRecord(where)) return 'The where parameter must name fields and operators.'
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      const clauses = Array.isArray(condition)
        ? condition
        : isRecord(condition)
          ? Object.values(condition)
          : null
      if (!clauses) return `The ${path} of a where parameter must be a list of conditions.`
      for (const clause of clauses) {
        const problem = whereProblem(collection, clause)
        if (problem) return problem
      }
      continue
    }
    if (!isRecord(condition)) return `The condition on ${path} must name an operator.`
    const field = path.includes('.')
      ? undefined
      : collection.flattenedFields.find((candidate) => candidate.name === path)
    const kind = path === 'id' ? (numericId(collection) ? 'number' : 'text') : kindOf(field)
    for (const [operator, value] of Object.entries(condition)) {
      const problem = valueProblem(kind, operator, value)
      if (problem) return `The condition ${path} ${operator}: ${problem}`
    }
  }
  return null
}

/** How a field's values compare: `other` for a path whose field is not checked beyond shape. */
type Kind = 'number' | 'date' | 'text' | 'checkbox' | 'point' | 'container' | 'other'

function kindOf(field: FlattenedField | undefined): Kind {
  if (!field) return 'other'
  switch (field.type) {
    case 'number':
      return field.hasMany ? 'other' : 'number'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'checkbox'
    case 'point':
      return 'point'
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'select':
    case 'radio':
      return field.type === 'select' && field.hasMany ? 'other' : 'text'
    case 'relationship':
    case 'upload':
      // A single relation to one collection compares ids; others are left to shape checks.
      return typeof field.relationTo === 'string' && !field.hasMany ? 'number' : 'other'
    case 'blocks':
    case 'array':
    case 'group':
    case 'tab':
      return 'container'
    default:
      return 'other'
  }
}

const listOperators = new Set(['in', 'not_in', 'all'])
const geoOperators = new Set(['near', 'within', 'intersects'])
const textOperators = new Set(['like', 'not_like', 'contains'])

function valueProblem(kind: Kind, operator: string, value: unknown): string | null {
  if (operator === 'exists')
    return value === 'true' || value === 'false' ? null : 'exists takes true or false.'
  if (kind === 'container') return 'only exists applies to a group, an array or blocks.'
  if (geoOperators.has(operator))
    return kind === 'point' || kind === 'other' ? null : 'this operator applies to points only.'
  if (textOperators.has(operator) && (kind === 'number' || kind === 'date' || kind === 'checkbox'))
    return 'this operator applies to text only.'
  const values = listOperators.has(operator)
    ? typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : null
    : [value]
  if (!values || values.some((item) => typeof item !== 'string'))
    return listOperators.has(operator)
      ? 'the value must be a list.'
      : 'the value must be one value.'
  if (kind === 'number' && values.some((item) => !/^-?\d{1,15}(\.\d+)?$/.test(item as string)))
    return 'the value must be a number.'
  if (kind === 'date' && values.some((item) => !isDate(item as string)))
    return 'the value must be a date.'
  return null
}

function isDate(value: string): boolean {
  const time = Date.parse(value)
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
