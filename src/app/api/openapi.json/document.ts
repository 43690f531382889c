import * as z from 'zod/mini'

import { contactFields, contactSchema } from '@/features/contact/schema'
import type { FieldLayout, FieldList } from '@/forms/fieldList'
import { CV_MAX_BYTES } from '@/features/careers/application/limits'
import { jobApplicationFields, jobApplicationSchema } from '@/features/careers/application/schema'
import { jsonRequestForms } from '@/features/service-requests/types'
import { DOCUMENT_MAX_BYTES } from '@/forms/documents'
import { insuranceCancellationForm } from '@/features/service-requests/types/insuranceCancellation'
import { formTranslator } from '@/forms/messages'
import { type OptionValues, valuesOf } from '@/forms/options'
import { requestStatuses } from '@/features/service-requests/types/statuses'
import { trackableTypes } from '@/features/service-requests/types/requestTypes'
import { wireSchemas } from '@/content/wire'
import { routes } from '@/routes.mjs'

type JsonSchema = Record<string, unknown>

// The schemas need a translator; the description uses none of their messages.
const english = formTranslator('en')

/** The choices a field accepts, from its layout: a CMS list as it is today, or a fixed list. */
function choicesOf(options: FieldLayout['options'], lists: OptionValues) {
  if (options === undefined) return undefined
  return typeof options === 'string' ? lists[options] : valuesOf(options)
}

const binary = (description: string): JsonSchema => ({
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description,
})

/** Which files each file field takes (the field lists say which fields are files, and how many). */
const fileDescriptions: Record<string, string> = {
  documents: `PDF, JPG, PNG or BMP, at most ${DOCUMENT_MAX_BYTES} bytes, checked by its content`,
  cv_url: `The CV: a real PDF (checked by its content) of at most ${CV_MAX_BYTES} bytes`,
}

/**
 * A form's JSON Schema, from the very zod schema the handler validates with, so the description
 * cannot drift from the checks. What JSON Schema cannot say from zod (a choice checked against a
 * list, a box that must be ticked, a file) is added here, a file from its kind in the field list.
 */
function formBody(
  schema: z.ZodMiniType,
  lists: OptionValues,
  fields: FieldList<never>,
): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    properties: Record<string, JsonSchema>
  }
  delete json.$schema
  for (const [name, property] of Object.entries(json.properties)) {
    const choices = choicesOf(fields[name]?.options, lists)
    if (choices) property.enum = [...(property.default === '' ? [''] : []), ...choices]
    if (name === 'consent') property.const = true
    const file = binary(fileDescriptions[name] ?? 'A file')
    if (fields[name]?.kind === 'file') json.properties[name] = file
    if (fields[name]?.kind === 'files')
      json.properties[name] = { type: 'array', minItems: 1, items: file }
  }
  return json
}

const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['data'],
  properties: { data },
})

const json = (schema: JsonSchema) => ({ 'application/json': { schema } })

const answer = (description: string, data?: JsonSchema) => ({
  description,
  ...(data ? { content: json(envelope(data)) } : {}),
})

const problem = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/Problem' }),
})

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/**
 * The content's schemas, from the wire's own (src/content/wire.ts): what this server sends, each
 * named one a component the others refer to.
 */
function wireComponents(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(wireSchemas, {
    io: 'output',
    // A section's field values are any JSON ({}).
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  })
  for (const schema of Object.values(schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return schemas
}

/** A text field and its Arabic twin. */
const bilingual = (name: string, schema: JsonSchema = { type: 'string' }) => ({
  [name]: schema,
  [`${name}_ar`]: schema,
})

/**
 * The server's bounds on work (docs/deploy.md "Load bounds"): on any call that does work (one with a query
 * string, a preview, a submission), per address and overall.
 */
const busy = {
  429: problem('This address asked for too much at once; see Retry-After'),
  503: problem('The server is too busy; see Retry-After'),
}

const submission = {
  ...busy,
  400: problem('A field is missing or wrong: `errors` has its message'),
  429: problem('Too many submissions from this address; see Retry-After'),
}

const langParameter = {
  name: 'accept-language',
  in: 'header',
  description:
    'Messages come back in Arabic for `ar`, in English otherwise (a `lang` field in the body wins).',
  schema: { type: 'string' },
}

/**
 * The OpenAPI 3.1 description of the content API (docs/architecture.md §4), with today's CMS
 * choices.
 */
export function openApiDocument(lists: OptionValues, serverUrl: string): JsonSchema {
  // Each type's body a component of its own, which the discriminator names by `type`.
  const requestTypes = Object.fromEntries(
    Object.entries(jsonRequestForms).map(([type, form]) => {
      const body = formBody(form.schema(english, lists), lists, form.fields) as {
        properties: Record<string, JsonSchema>
        required: string[]
      }
      return [
        `ServiceRequest-${type}`,
        {
          ...body,
          title: type,
          properties: { type: { const: type }, lang: ref('Lang'), ...body.properties },
          required: ['type', ...body.required],
        },
      ]
    }),
  )
  const cancellation = formBody(
    insuranceCancellationForm.schema(english, lists),
    lists,
    insuranceCancellationForm.fields,
  ) as {
    properties: Record<string, JsonSchema>
    required: string[]
  }
  const application = formBody(
    jobApplicationSchema(english, { inspectFile: false, requireAcceptance: false }),
    lists,
    jobApplicationFields,
  )

  return {
    openapi: '3.1.0',
    info: {
      title: 'Site content and forms API',
      version: '1.0.0',
      description:
        'Every success body is `{ "data": … }`; every error is `{ "message", "errors"? }`. Texts have an English field and an `_ar` twin.',
      // The site's own terms govern its use; no open licence.
      license: { name: 'Terms and conditions', url: `${serverUrl}${routes.termsAndConditions}` },
    },
    servers: [{ url: serverUrl }],
    // Public: only the draft preview asks who is asking (below).
    security: [],
    paths: {
      '/api/headers': {
        get: {
          operationId: 'getHeader',
          summary: 'Logo, quote button and menu',
          responses: { 200: answer('The header', ref('Header')), ...busy },
        },
      },
      '/api/pages/{name}': {
        get: {
          operationId: 'getPage',
          summary: 'A published page by its address',
          parameters: [
            {
              name: 'name',
              in: 'path',
              required: true,
              schema: { type: 'string' },
              example: 'who-we-are',
            },
          ],
          responses: {
            200: answer('The page', ref('Page')),
            404: problem('No page has this name'),
            ...busy,
          },
        },
      },
      '/api/page-previews/{name}': {
        get: {
          operationId: 'getPagePreview',
          summary: 'The latest draft of a page',
          description: 'For a signed-in editor or admin, or with the preview secret.',
          security: [{ cmsSession: [] }, { previewSecret: [] }],
          parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: answer('The draft', ref('Page')),
            401: problem('Not allowed to see drafts'),
            404: problem('No page has this name'),
            ...busy,
          },
        },
      },
      '/api/jobs': {
        get: {
          operationId: 'listJobs',
          summary: 'Open jobs, filtered',
          parameters: [
            {
              name: 'title',
              in: 'query',
              description: 'Part of the title, in either language, any case',
              schema: { type: 'string' },
            },
            {
              name: 'location',
              in: 'query',
              description: 'A country name',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: answer('The jobs and the countries to filter by', ref('JobList')),
            ...busy,
          },
        },
      },
      '/api/jobs/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getJob',
          summary: 'One job',
          responses: {
            200: answer('The job', ref('Job')),
            404: problem('No open job has this id'),
            ...busy,
          },
        },
        post: {
          operationId: 'applyForJob',
          summary: 'Apply for a job',
          parameters: [langParameter],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  ...application,
                  properties: { ...(application.properties as object), lang: ref('Lang') },
                },
              },
            },
          },
          responses: {
            201: answer('Received', ref('Received')),
            ...submission,
            404: problem('No open job has this id'),
            413: problem('The CV is larger than 2 MB'),
            415: problem('The CV is not a PDF, or the body is not multipart'),
          },
        },
      },
      '/api/contact-us': {
        post: {
          operationId: 'sendContactMessage',
          summary: 'Send a message to the company',
          parameters: [langParameter],
          requestBody: {
            required: true,
            content: json({
              ...formBody(contactSchema(english, { requireConsent: false }), lists, contactFields),
            }),
          },
          responses: {
            201: answer('Stored', {
              type: 'object',
              required: ['id'],
              properties: { id: { type: 'integer' } },
            }),
            ...submission,
          },
        },
      },
      '/api/service-requests': {
        post: {
          operationId: 'sendServiceRequest',
          summary: 'Send a service request (claim, complaint, quote, …)',
          description:
            'JSON for every type but `insurance-cancellation`, which carries documents and comes as multipart.',
          parameters: [langParameter],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  oneOf: Object.keys(requestTypes).map(ref),
                  discriminator: {
                    propertyName: 'type',
                    mapping: Object.fromEntries(
                      Object.entries(requestTypes).map(([name, { title }]) => [
                        title,
                        `#/components/schemas/${name}`,
                      ]),
                    ),
                  },
                },
              },
              'multipart/form-data': {
                schema: {
                  ...cancellation,
                  title: 'insurance-cancellation',
                  properties: {
                    type: { const: 'insurance-cancellation' },
                    lang: ref('Lang'),
                    ...cancellation.properties,
                  },
                  required: ['type', ...cancellation.required],
                },
              },
            },
          },
          responses: {
            201: answer('Received, with the reference the visitor tracks it by', {
              type: 'object',
              required: ['reference'],
              properties: { reference: { type: 'string', example: 'CLM-2026-00000042' } },
            }),
            ...submission,
            413: problem('A document is larger than 2 MB'),
            415: problem('A document is not a PDF, JPG, PNG or BMP'),
          },
        },
      },
      '/api/service-requests/status': {
        get: {
          operationId: 'trackServiceRequest',
          summary: 'Track a claim or a complaint',
          parameters: [
            { name: 'type', in: 'query', required: true, schema: { enum: [...trackableTypes] } },
            {
              name: 'id',
              in: 'query',
              required: true,
              description: 'ID or Iqama number',
              schema: { type: 'string', pattern: '^\\d{10}$' },
            },
            {
              name: 'number',
              in: 'query',
              required: true,
              description: 'Claim or complaint number, or the reference',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: answer('Its status', {
              type: 'object',
              properties: {
                reference: { type: 'string' },
                type: { enum: [...trackableTypes] },
                ...bilingual('status'),
                status_code: ref('RequestStatus'),
                updated_at: { type: 'string', format: 'date-time' },
                status_changed_at: {
                  type: 'string',
                  format: 'date-time',
                  description: 'When the status last changed',
                },
              },
            }),
            400: problem('A parameter is missing or wrong'),
            404: problem('No request matches this pair (the same answer whichever is wrong)'),
            ...busy,
            429: problem('Too many lookups from this address; see Retry-After'),
          },
        },
      },
      '/api/health': {
        get: {
          operationId: 'checkHealth',
          summary: 'Is the site up and its database answering?',
          responses: {
            200: {
              description: 'Up',
              content: json({
                type: 'object',
                properties: { status: { const: 'ok' }, db: { const: 'ok' } },
              }),
            },
            429: busy[429],
            503: {
              description: 'The database does not answer, or the server is too busy',
              content: json({
                oneOf: [
                  {
                    type: 'object',
                    required: ['status', 'db'],
                    properties: { status: { type: 'string' }, db: { type: 'string' } },
                  },
                  ref('Problem'),
                ],
              }),
            },
          },
        },
      },
      '/api/search': {
        get: {
          operationId: 'search',
          summary: 'Search published pages and open jobs',
          description:
            'Pages are searched by section; each page comes once, by its best section. Arabic ignores diacritics and tatweel, reads أ/إ/آ as ا, ى as ي, ة as ه and Arabic-Indic digits as ASCII; English ignores case and accents and matches word forms (claims, claim).',
          parameters: [
            {
              name: 'q',
              in: 'query',
              required: true,
              description: 'The words to find (at most 200 characters and 12 words are read)',
              schema: { type: 'string' },
              example: 'motor claim',
            },
            {
              name: 'lang',
              in: 'query',
              description:
                'The language to search and answer in; else Accept-Language, else English',
              schema: ref('Lang'),
            },
          ],
          responses: {
            200: answer('What the search found, best first (at most 30)', {
              type: 'object',
              required: ['query', 'total', 'results'],
              properties: {
                query: { type: 'string', description: 'The words read' },
                total: { type: 'integer', description: 'How many pages and jobs match in all' },
                results: { type: 'array', items: ref('SearchResult') },
              },
            }),
            400: problem('No word to search for in `q`'),
            ...busy,
          },
        },
      },
      '/api/openapi.json': {
        get: {
          operationId: 'describeApi',
          summary: 'This description',
          responses: {
            200: { description: 'OpenAPI 3.1', content: json({ type: 'object' }) },
            ...busy,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        cmsSession: {
          type: 'apiKey',
          in: 'cookie',
          name: 'payload-token',
          description: 'The session of a CMS sign-in (with its second factor)',
        },
        previewSecret: {
          type: 'apiKey',
          in: 'query',
          name: 'secret',
          description: 'PREVIEW_SECRET, for a front end that shows drafts',
        },
      },
      schemas: {
        Problem: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
        Lang: { enum: ['en', 'ar'], description: 'The language of the messages in the answer' },
        Marked: {
          type: 'array',
          description: 'A text in pieces; the pieces the query matched have `marked: true`',
          items: {
            type: 'object',
            required: ['text', 'marked'],
            properties: { text: { type: 'string' }, marked: { type: 'boolean' } },
          },
        },
        SearchResult: {
          type: 'object',
          required: ['kind', 'url', 'title', 'heading', 'snippet'],
          properties: {
            kind: { enum: ['page', 'job'] },
            url: {
              type: 'string',
              description: "The page's address in the language, with the section's fragment",
              example: '/ar/motor-insurance#section-64f1c2',
            },
            title: ref('Marked'),
            heading: ref('Marked'),
            snippet: ref('Marked'),
          },
        },
        Received: {
          type: 'object',
          required: ['id', 'reference'],
          properties: {
            id: { type: 'integer' },
            reference: { type: 'string', example: 'APP-2026-00000042' },
          },
        },
        ...wireComponents(),
        ...requestTypes,
        RequestStatus: { enum: requestStatuses.map((status) => status.value) },
      },
    },
  }
}
