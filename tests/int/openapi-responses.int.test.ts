import Ajv2020 from 'ajv/dist/2020'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postContact } from '@/app/api/contact-us/route'
import { GET as getHeaders } from '@/app/api/headers/route'
import { GET as getJob, POST as applyForJob } from '@/app/api/jobs/[id]/route'
import { GET as getJobs } from '@/app/api/jobs/route'
import { GET as getOpenApi } from '@/app/api/openapi.json/route'
import { GET as getPreview } from '@/app/api/page-previews/[name]/route'
import { GET as getPage } from '@/app/api/pages/[name]/route'
import { GET as search } from '@/app/api/search/route'
import { POST as postRequest } from '@/app/api/service-requests/route'
import { GET as getStatus } from '@/app/api/service-requests/status/route'
import { payloadSource } from '@/content/sources/payload'
import type { WireJobList } from '@/content/wire'

import { validContact } from '../helpers/contact'
import { applicantFields, cvPdf } from '../helpers/jobApplications'
import { seededPayload } from '../helpers/payload'
import { cancellationForm, validSamples } from '@/features/service-requests/samples'
import { validPdf } from '../helpers/uploadFixtures'

/**
 * Every answer of every /api route, in both languages and with each status a visitor can cause,
 * checked against the description the site serves at /api/openapi.json: a client generated from
 * it reads what the API sends. (/api/health answers only inside a request, where
 * tests/reliability reads it.)
 */

const PREVIEW_SECRET = 'openapi-responses-preview-secret'
const origin = 'http://site.test'
let payload: Payload
let ajv: Ajv2020
/** What did not match, as "METHOD address status: problem", over the whole file. */
const mismatches: string[] = []
/** Each path and method of the description, with the statuses the answers had. */
const seen = new Map<string, Set<number>>()

/** The JSON Pointer of a path in the description. */
const pointer = (...segments: (string | number)[]) =>
  segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

/** Checks one answer against its operation's description; returns its status and body. */
async function checked(
  path: string,
  method: 'get' | 'post',
  answer: Response | Promise<Response>,
): Promise<{ status: number; body: unknown }> {
  const response = await answer
  const body: unknown = await response.json()
  const where = `${method.toUpperCase()} ${path} ${response.status}`
  const key = `${method} ${path}`
  seen.set(key, (seen.get(key) ?? new Set()).add(response.status))
  const validate = ajv.getSchema(
    `openapi#/${pointer('paths', path, method, 'responses', response.status, 'content', 'application/json', 'schema')}`,
  )
  if (!validate) mismatches.push(`${where}: this status is not described`)
  else if (!validate(body)) mismatches.push(`${where}: ${ajv.errorsText(validate.errors)}`)
  return { status: response.status, body }
}

type Lang = 'en' | 'ar'
const languages: Lang[] = ['en', 'ar']

const request = (address: string, init: RequestInit & { lang?: Lang } = {}) =>
  new Request(`${origin}${address}`, {
    ...init,
    headers: {
      ...(init.lang ? { 'accept-language': init.lang } : {}),
      ...(init.body && !(init.body instanceof FormData)
        ? { 'content-type': 'application/json' }
        : {}),
      ...init.headers,
    },
  })
const params = <T extends Record<string, string>>(values: T) => ({
  params: Promise.resolve(values),
})
const posted = (address: string, body: BodyInit, lang?: Lang) =>
  request(address, { method: 'POST', body, lang })
const json = (value: unknown) => JSON.stringify(value)

/** Each route, called as a client calls it; its answer checked against the description. */
const api = {
  header: (lang: Lang) =>
    checked('/api/headers', 'get', getHeaders(request('/api/headers', { lang }))),
  page: (name: string, lang: Lang) =>
    checked(
      '/api/pages/{name}',
      'get',
      getPage(request(`/api/pages/${name}`, { lang }), params({ name })),
    ),
  preview: (name: string, query: string, lang: Lang) =>
    checked(
      '/api/page-previews/{name}',
      'get',
      getPreview(request(`/api/page-previews/${name}${query}`, { lang }), params({ name })),
    ),
  jobs: (query = '') => checked('/api/jobs', 'get', getJobs(request(`/api/jobs${query}`))),
  job: (id: string, lang?: Lang) =>
    checked('/api/jobs/{id}', 'get', getJob(request(`/api/jobs/${id}`, { lang }), params({ id }))),
  apply: (id: string, form: FormData, lang: Lang) =>
    checked(
      '/api/jobs/{id}',
      'post',
      applyForJob(posted(`/api/jobs/${id}`, form, lang), params({ id })),
    ),
  contact: (body: BodyInit, lang: Lang) =>
    checked('/api/contact-us', 'post', postContact(posted('/api/contact-us', body, lang))),
  serviceRequest: (body: BodyInit, lang?: Lang) =>
    checked(
      '/api/service-requests',
      'post',
      postRequest(posted('/api/service-requests', body, lang)),
    ),
  status: (query: string, lang: Lang) =>
    checked(
      '/api/service-requests/status',
      'get',
      getStatus(request(`/api/service-requests/status?${query}`, { lang })),
    ),
  search: (query: string) => checked('/api/search', 'get', search(request(`/api/search?${query}`))),
}
const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status

beforeAll(async () => {
  process.env.PREVIEW_SECRET = PREVIEW_SECRET
  payload = await seededPayload()
  const described = await getOpenApi(request('/api/openapi.json'))
  const document = (await described.json()) as Record<string, unknown>
  ajv = new Ajv2020({ strict: false, allErrors: true })
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)))
  ajv.addSchema(document, 'openapi')
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('every /api answer matches the served description', () => {
  it('the header and every seeded page, in both languages; an unknown page', async () => {
    const names = await payloadSource.pageNames()
    expect(names.length).toBeGreaterThan(20)
    for (const lang of languages) {
      expect(await statusOf(api.header(lang))).toBe(200)
      for (const name of names) expect(await statusOf(api.page(name, lang))).toBe(200)
      expect(await statusOf(api.page('no-such-page', lang))).toBe(404)
    }
  })

  it('page previews: refused, with the secret, and unknown', async () => {
    const secret = `?secret=${PREVIEW_SECRET}`
    for (const lang of languages) {
      expect(await statusOf(api.preview('home', '', lang))).toBe(401)
      expect(await statusOf(api.preview('home', secret, lang))).toBe(200)
      expect(await statusOf(api.preview('none', secret, lang))).toBe(404)
    }
  })

  it('jobs: the list, filtered, each job, an unknown one, and applications', async () => {
    const { jobs, countries } = ((await api.jobs()).body as { data: WireJobList }).data
    expect(jobs.length).toBeGreaterThan(0)
    const country = encodeURIComponent(String(countries[0]!.name))
    for (const query of ['?title=analyst', `?location=${country}`, '?title=zzzz'])
      expect(await statusOf(api.jobs(query))).toBe(200)
    for (const job of jobs) expect(await statusOf(api.job(String(job.id)))).toBe(200)
    const id = String(jobs[0]!.id)
    for (const lang of languages) {
      expect(await statusOf(api.job('999999', lang))).toBe(404)
      const form = new FormData()
      for (const [name, value] of Object.entries(applicantFields)) form.set(name, value)
      form.set('cv_url', new File([await cvPdf()], 'cv.pdf', { type: 'application/pdf' }))
      expect(await statusOf(api.apply(id, form, lang))).toBe(201)
      const incomplete = new FormData()
      incomplete.set('first_name', 'N')
      expect(await statusOf(api.apply(id, incomplete, lang))).toBe(400)
    }
  })

  it('contact messages and service requests: accepted and refused, in both languages', async () => {
    for (const lang of languages) {
      expect(await statusOf(api.contact(json(validContact), lang))).toBe(201)
      expect(await statusOf(api.contact(json({ ...validContact, email: 'noura@' }), lang))).toBe(
        400,
      )
      for (const [type, sample] of Object.entries(validSamples))
        expect(await statusOf(api.serviceRequest(json({ type, ...sample }), lang))).toBe(201)
      const cancellation = cancellationForm(await validPdf())
      expect(await statusOf(api.serviceRequest(cancellation, lang))).toBe(201)
      expect(await statusOf(api.serviceRequest(json({ type: 'claim' }), lang))).toBe(400)
    }
  })

  it('status lookups: found, unknown and malformed; search', async () => {
    const claim = validSamples.claim as { id_number: string }
    const sent = await api.serviceRequest(json({ type: 'claim', ...claim }))
    const { reference } = (sent.body as { data: { reference: string } }).data
    const pair = `type=claim&id=${claim.id_number}`
    for (const lang of languages) {
      expect(await statusOf(api.status(`${pair}&number=${reference}`, lang))).toBe(200)
      expect(await statusOf(api.status(`${pair}&number=CLM-2020-99999999`, lang))).toBe(404)
      expect(await statusOf(api.status('type=claim', lang))).toBe(400)
      const words = lang === 'ar' ? 'تأمين' : 'insurance'
      expect(await statusOf(api.search(`q=${words}&lang=${lang}`))).toBe(200)
      expect(await statusOf(api.search(`lang=${lang}`))).toBe(400)
    }
  })

  it('found every answer as described', () => {
    expect(mismatches).toEqual([])
    // Every operation of the description was tried.
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining([
        'get /api/headers',
        'get /api/pages/{name}',
        'get /api/page-previews/{name}',
        'get /api/jobs',
        'get /api/jobs/{id}',
        'post /api/jobs/{id}',
        'post /api/contact-us',
        'post /api/service-requests',
        'get /api/service-requests/status',
        'get /api/search',
      ]),
    )
  })
})
