import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import * as qs from 'qs-esm'

import { isPlainObject } from '@/utilities/isStorable'

import { isPossibleId } from './ids'

/**
 * Payload's own options for a query string (`createPayloadRequest`): the query is checked as
 * Payload will read it. `tests/unit/upstream.test.ts` fails if Payload's options change.
 */
export const PAYLOAD_QUERY_OPTIONS = {
  allowEmptyArrays: true,
  arrayLimit: 1000,
  depth: 10,
  ignoreQueryPrefix: true,
} as const

/** Most conditions and list values one query may hold; the database refuses far more with a 500. */
const MAX_CONDITIONS = 100
const MAX_LIST_VALUES = 500

/**
 * What is wrong with a query string Payload would run against the database, or null when it may
 * run it. Payload checks that a query names real fields with real operators, but hands the values
 * to the database as they come: `where[id][in]=abc`, a date that is no date, `where[title][near]`,
 * a repeated `equals` (an array), `where=abc`, `limit=1e30`, a path into blocks (joined twice when
 * named twice), or a thousand conditions each fail there with a 500 for what is the client's
 * mistake. Values are checked against the field they compare with, found through groups, arrays
 * and tabs; a path through a relation is checked for its shape only. `versions`: the query is on
 * the collection's versions, whose fields are `version.<field>` and `parent`. Upstream, Payload
 * ignores an unknown operator and checks no value (payloadcms/payload#4961).
 */
export function queryProblem(
  collection: SanitizedCollectionConfig,
  search: string,
  versions = false,
): string | null {
  const query = qs.parse(search, PAYLOAD_QUERY_OPTIONS) as Record<string, unknown>
  for (const name of ['limit', 'page'] as const) {
    const value = query[name]
    if (value !== undefined && !(typeof value === 'string' && /^\d{1,7}$/.test(value)))
      return `The ${name} must be a whole number below 10,000,000.`
  }
  const fieldAt = (path: string) => resolve(collection, path, versions)
  if (query.sort !== undefined) {
    const sorts = typeof query.sort === 'string' ? query.sort.split(',') : null
    if (!sorts || new Set(sorts).size !== sorts.length)
      return 'The sort must name each field once, separated by commas.'
    if (sorts.some((sort) => fieldAt(sort.replace(/^-/, '')) === 'inside blocks'))
      return 'A field inside blocks cannot be sorted by.'
  }
  if (query.where === undefined) return null
  const textIds = collection.flattenedFields.some(
    (field) => field.name === 'id' && field.type === 'text',
  )
  return whereProblem(fieldAt, query.where, { conditions: 0 }, textIds ? 'text' : 'id')
}

type Resolved = FlattenedField | 'id' | 'inside blocks' | undefined

/** The field a query path names, `inside blocks` for a path into blocks, undefined if not known. */
function resolve(collection: SanitizedCollectionConfig, path: string, versions: boolean): Resolved {
  let segments = path.split('.')
  if (versions) {
    if (path === 'parent') return 'id'
    if (segments[0] !== 'version') return undefined
    segments = segments.slice(1)
  }
  if (segments.length === 1 && segments[0] === 'id') return 'id'
  let fields: FlattenedField[] = collection.flattenedFields
  let field: FlattenedField | undefined
  for (const segment of segments) {
    field = fields.find((candidate) => candidate.name === segment)
    if (!field) return undefined
    if (field.type === 'blocks') return 'inside blocks'
    if ('flattenedFields' in field && field.flattenedFields) fields = field.flattenedFields
    else if (segment !== segments[segments.length - 1]) return undefined
  }
  return field
}

function whereProblem(
  fieldAt: (path: string) => Resolved,
  where: unknown,
  count: { conditions: number },
  idKind: Kind,
): string | null {
  if (!isPlainObject(where)) return 'The where parameter must name fields and operators.'
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      const clauses = Array.isArray(condition)
        ? condition
        : isPlainObject(condition)
          ? Object.values(condition)
          : null
      if (!clauses) return `The ${path} of a where parameter must be a list of conditions.`
      for (const clause of clauses) {
        const problem = whereProblem(fieldAt, clause, count, idKind)
        if (problem) return problem
      }
      continue
    }
    if (!isPlainObject(condition)) return `The condition on ${path} must name an operator.`
    const field = fieldAt(path)
    if (field === 'inside blocks') return `A field inside blocks (${path}) cannot be queried.`
    const kind = field === 'id' ? idKind : kindOf(field)
    for (const [operator, value] of Object.entries(condition)) {
      count.conditions += 1
      if (count.conditions > MAX_CONDITIONS)
        return `A query may hold at most ${MAX_CONDITIONS} conditions.`
      const problem = valueProblem(kind, operator, value)
      if (problem) return `The condition ${path} ${operator}: ${problem}`
    }
  }
  return null
}

/** How a field's values compare: `other` for a field whose values are not checked beyond shape. */
type Kind = 'id' | 'number' | 'date' | 'text' | 'checkbox' | 'point' | 'container' | 'other'

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
      return typeof field.relationTo === 'string' && !field.hasMany ? 'id' : 'other'
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
  if (kind === 'container') return 'only exists applies to a group or an array.'
  // No field of the site is a point: a geographic operator anywhere else fails in the database.
  if (geoOperators.has(operator))
    return kind === 'point' ? null : 'this operator applies to points only.'
  if (textOperators.has(operator) && ['id', 'number', 'date', 'checkbox'].includes(kind))
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
  if (values.length > MAX_LIST_VALUES) return `a list may hold at most ${MAX_LIST_VALUES} values.`
  if (kind === 'number' && values.some((item) => !/^-?\d{1,15}(\.\d+)?$/.test(item as string)))
    return 'the value must be a number.'
  if (kind === 'id' && values.some((item) => !isPossibleId(item as string)))
    return 'the value must be an id: a whole number below 2,147,483,648.'
  if (kind === 'date' && values.some((item) => !isDate(item as string)))
    return 'the value must be a date.'
  return null
}

function isDate(value: string): boolean {
  const time = Date.parse(value)
  return Number.isFinite(time) && Math.abs(time) <= 8.64e15
}
