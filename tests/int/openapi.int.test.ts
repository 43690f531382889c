import { readdirSync } from 'node:fs'
import path from 'node:path'

import { createConfig, lintFromString } from '@redocly/openapi-core'
import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/openapi.json/route'
import { formOptionsSeed } from '@/seed/formOptions'
import { updateGlobalBilingual } from '@/seed/write'

import { migratedPayload } from '../helpers/payload'
import { validSamples } from '@/features/service-requests/samples'
import { seededOptionValues } from '../helpers/serviceRequests'

type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } }
type Schema = {
  oneOf?: Schema[]
  title?: string
  properties?: Record<string, Schema>
  required?: string[]
  enum?: unknown[]
}
type Document = {
  openapi: string
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
}

const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const apiRoot = path.resolve('src/app/api')

/** Every route handler under src/app/api, as the address it answers and the methods it exports. */
async function routeHandlers(): Promise<{ address: string; methods: string[] }[]> {
  const files = readdirSync(apiRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    // The catch-all answers 404 for addresses that have no handler; it is no endpoint to describe.
    .filter((file) => !file.startsWith('[...unknown]'))
  return Promise.all(
    files.map(async (file) => {
      const handlers = (await import(path.join(apiRoot, file))) as Record<string, unknown>
      const address = `/api/${path.dirname(file).split(path.sep).join('/')}`.replace(
        /\[(\w+)\]/g,
        '{$1}',
      )
      return {
        address,
        methods: httpMethods
          .filter((method) => typeof handlers[method] === 'function')
          .map((m) => m.toLowerCase()),
      }
    }),
  )
}

let payload: Payload
let document: Document

beforeAll(async () => {
  payload = await migratedPayload()
  await updateGlobalBilingual(payload, 'form-options', formOptionsSeed)
  const response = await GET(new Request('http://site.test/api/openapi.json'))
  expect(response.status).toBe(200)
  document = (await response.json()) as Document
})

afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')
  })

  it('describes every route handler of /api with each method it answers, and nothing else', async () => {
    const handlers = await routeHandlers()
    expect(handlers.length).toBeGreaterThanOrEqual(10)
    const described = Object.entries(document.paths).map(([address, item]) => ({
      address,
      methods: httpMethods.map((m) => m.toLowerCase()).filter((method) => method in item),
    }))
    const byAddress = (a: { address: string }, b: { address: string }) =>
      a.address.localeCompare(b.address)
    expect(described.sort(byAddress)).toEqual(handlers.sort(byAddress))
  })

  it('describes each service request body with the schema the handler checks, and today’s CMS choices', async () => {
    // The document with its $refs resolved, so each body schema stands alone.
    const validator = new Validator()
    await validator.validate(structuredClone(document))
    const resolved = validator.resolveRefs() as Document
    const variants =
      resolved.paths['/api/service-requests']!.post!.requestBody!.content['application/json']!
        .schema.oneOf!
    expect(variants.map((variant) => variant.title).sort()).toEqual(
      Object.keys(validSamples).sort(),
    )
    const ajv = new Ajv2020({ strict: false })
    for (const [type, sample] of Object.entries(validSamples)) {
      const schema = variants.find((variant) => variant.title === type)!
      const validate = ajv.compile(schema)
      expect(validate({ type, ...sample }), `${type}: ${JSON.stringify(validate.errors)}`).toBe(
        true,
      )
      // A body without the consent box ticked is not what the API accepts.
      expect(validate({ type, ...sample, consent: false })).toBe(false)
    }
    const claim = variants.find((variant) => variant.title === 'claim')!
    expect(claim.required).toEqual(
      expect.arrayContaining(['type', 'full_name', 'id_number', 'city', 'consent']),
    )
    expect(claim.properties!.city!.enum).toEqual(seededOptionValues.cities)
    expect(ajv.compile(claim)({ type: 'claim', ...validSamples.claim, city: 'Atlantis' })).toBe(
      false,
    )
  })

  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    })
    expect(
      problems.map(
        ({ severity, ruleId, message, location }) =>
          `${severity} ${ruleId} at ${location[0]?.pointer}: ${message}`,
      ),
    ).toEqual([])
  })

  it('describes the content as the wire’s schemas define it', () => {
    const { schemas } = (
      document as unknown as {
        components: { schemas: Record<string, Schema & { description?: string }> }
      }
    ).components
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['Page', 'Section', 'Header', 'Job', 'JobList', 'Country', 'Link']),
    )
    expect(schemas.Section!.description).toMatch(/28 section kinds/)
    expect(schemas.Page!.required).toEqual(['name', 'meta_data', 'group', 'sections'])
  })

  it('says where the API is served', () => {
    expect(document.servers).toEqual([{ url: 'http://site.test' }])
  })
})
